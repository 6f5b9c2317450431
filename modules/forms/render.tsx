import { ConsentGate } from "@/site/consent/consent-gate";
import { formTexts } from "@/site/forms/form-texts";
import type { ModuleRenderer } from "../render-types";
import { getModuleForm } from "./data";
import { HubspotForm } from "./hubspot-form.client";
import { SiteFormSlot } from "@/site/forms/site-form-slot.client";
import type { forms } from "./schema";
import styles from "./render.module.css";

/**
 * The HubSpot account is the site's, not the page's: HUBSPOT_PORTAL_ID (and HUBSPOT_REGION,
 * e.g. "eu1") come from the environment. With a portal and a HubSpot form id, the embed waits
 * for consent; otherwise the referenced site form is rendered in place. Neither: nothing.
 */
export const FormsRender: ModuleRenderer<typeof forms> = async ({ module, ctx }) => {
  const portalId = process.env.HUBSPOT_PORTAL_ID;
  if (portalId && /^\d+$/.test(portalId) && module.hubspot_id) {
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
  }
  const form = module.form_id ? await getModuleForm(ctx.lang, module.form_id) : null;
  if (!form) return null;
  return (
    <section className={styles.form} aria-labelledby={`form-${form.id}-title`}>
      <h2 id={`form-${form.id}-title`}>{form.title}</h2>
      <SiteFormSlot lang={ctx.lang} form={form} texts={formTexts(ctx.lang)} />
    </section>
  );
};
