import { common as commonDe } from "./de/common";
import { common as commonEn } from "./en/common";
import { modules as modulesDe } from "./de/modules";
import { modules as modulesEn } from "./en/modules";
import { site as siteDe } from "./de/site";
import { site as siteEn } from "./en/site";
import { consent as consentDe } from "./de/consent";
import { consent as consentEn } from "./en/consent";
import { behaviours as behavioursDe } from "./de/behaviours";
import { behaviours as behavioursEn } from "./en/behaviours";
import { routes as routesDe } from "./de/routes";
import { routes as routesEn } from "./en/routes";
import { errors as errorsDe } from "./de/errors";
import { errors as errorsEn } from "./en/errors";
import { programme as programmeDe } from "./de/programme";
import { programme as programmeEn } from "./en/programme";
import { webshop as webshopDe } from "./de/webshop";
import { webshop as webshopEn } from "./en/webshop";
import { booking as bookingDe } from "./de/booking";
import { booking as bookingEn } from "./en/booking";
import { account as accountDe } from "./de/account";
import { account as accountEn } from "./en/account";
import { forms as formsDe } from "./de/forms";
import { forms as formsEn } from "./en/forms";

/** i18next resources: one file per namespace and language; keys are looked up as "ns:key". */
export const resources = {
  de: { common: commonDe, modules: modulesDe, site: siteDe, consent: consentDe, behaviours: behavioursDe, routes: routesDe, errors: errorsDe, programme: programmeDe, webshop: webshopDe, booking: bookingDe, account: accountDe, forms: formsDe },
  en: { common: commonEn, modules: modulesEn, site: siteEn, consent: consentEn, behaviours: behavioursEn, routes: routesEn, errors: errorsEn, programme: programmeEn, webshop: webshopEn, booking: bookingEn, account: accountEn, forms: formsEn },
};
