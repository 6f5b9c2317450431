import { ConsentGate } from "../../src/site/consent/consent-gate";
import type { ModuleRenderer } from "../render-types";
import { HubspotForm } from "./hubspot-form.client";
import type { forms } from "./schema";
import styles from "./render.module.css";

/**
 * The HubSpot account is the site's, not the page's: HUBSPOT_PORTAL_ID (and HUBSPOT_REGION,
 * e.g. "eu1") come from the environment. Without a portal no form can load, so none is shown.
 */
export const FormsRender: ModuleRenderer<typeof forms> = ({ module, ctx }) => {
  const portalId = process.env.HUBSPOT_PORTAL_ID;
  if (!portalId || !/^\d+$/.test(portalId)) return null;
  return (
    <div className={styles.form}>
      <ConsentGate service="hubspot" t={ctx.t}>
        <HubspotForm
          portalId={portalId}
          formId={module.hubspot_id}
          region={process.env.HUBSPOT_REGION || undefined}
          loadingLabel={ctx.t("modules:forms.loading")}
          errorLabel={ctx.t("modules:forms.error")}
        />
      </ConsentGate>
    </div>
  );
};
