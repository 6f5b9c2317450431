import "server-only";
import type { ServedForm } from "@schemas/api/form";
import type { Locale } from "@schemas/rules/localized";
import { cachedFound } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { getDb } from "@/server/db/client";
import { getServedForm } from "@/server/forms/read-form";
import { detailRoute } from "../programme/detail-route";
import { RichText } from "../programme/rich-text";
import { PageHeader } from "../shell/page-header";
import { formTexts } from "./form-texts";
import { SiteFormSlot } from "./site-form-slot.client";

/** An online form in one language, cached until the dashboard changes a form (an unknown id is not kept). */
export const getCachedForm = cachedFound(async (id: number, lang: Locale) => getServedForm((await getDb()).db, id, lang), ["site", "form"], [TAGS.forms]);

function FormPage({ lang, form }: { lang: Locale; form: ServedForm }) {
  return (
    <article data-form-id={form.id}>
      <PageHeader lang={lang} title={form.title} trail={[{ id: form.id, title: form.title, url: form.url }]}
        intro={form.intro ? <RichText html={form.intro} /> : undefined} />
      <SiteFormSlot lang={lang} form={form} texts={formTexts(lang)} />
    </article>
  );
}

/** formular/{slug}/{id} and form/{slug}/{id}: unknown or offline ids 404, a stale slug redirects (308). */
export const formRoute = detailRoute("form", getCachedForm, (lang, form) => <FormPage lang={lang} form={form} />, { name: (form) => form.title });
