import i18next, { type i18n } from "i18next";
import type { Locale } from "../../schemas/rules/localized";
import { resources } from "./resources";

export type TFunction = (key: string, options?: Record<string, unknown>) => string;

const instances = new Map<Locale, i18n>();

function instanceFor(lang: Locale): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    // Resources are bundled, so initialisation is synchronous.
    void instance.init({ lng: lang, fallbackLng: "de", resources, initAsync: false, interpolation: { escapeValue: false } });
    instances.set(lang, instance);
  }
  return instance;
}

/** The translate function of one language; cheap to call per render. */
export function getT(lang: Locale): TFunction {
  const instance = instanceFor(lang);
  return (key, options) => instance.t(key, options ?? {}) as string;
}
