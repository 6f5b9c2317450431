import { common as commonDe } from "./de/common";
import { common as commonEn } from "./en/common";
import { modules as modulesDe } from "./de/modules";
import { modules as modulesEn } from "./en/modules";

/** i18next resources: one file per namespace and language; keys are looked up as "ns:key". */
export const resources = {
  de: { common: commonDe, modules: modulesDe },
  en: { common: commonEn, modules: modulesEn },
};
