import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale, type Localized } from "@schemas/rules/localized";
import { ENTITY_KINDS } from "@/server/admin/kinds";
import { adminMenuEntry, dashboardUrl } from "@/server/auth/admin-menus";
import { getDb } from "@/server/db/client";
import { dashboardAccess } from "@/dashboard/access";
import { DashboardLogin } from "@/dashboard/dashboard-login";
import { DashboardShell } from "@/dashboard/dashboard-shell";
import { EntityForm } from "@/dashboard/entity-form.client";
import { isCreatableKey, isDeletableKey, isEntityKey } from "@schemas/entities/entity-kinds";
import { EntityCreatePage } from "@/dashboard/entity-create-page";
import { EntityDelete } from "@/dashboard/entity-delete.client";
import { dashboardText } from "@/dashboard/text";
import { RedirectChangePage } from "@/dashboard/redirect-change-page";
import { OutboxMailPage } from "@/dashboard/outbox-views";
import { FormFieldsEditor } from "@/dashboard/forms/form-fields-editor.client";
import { formsText } from "@/dashboard/forms/texts";
import { readFormFields } from "@/server/forms/admin";
import { countSubmissions } from "@/server/forms/submissions";

interface Props { params: Promise<{ lang: string; key: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, key } = await params;
  const entry = adminMenuEntry(key);
  return { title: isLocale(lang) && entry ? entry.label[lang] : undefined, robots: { index: false, follow: false } };
}

const isLocalized = (value: unknown): value is Localized<string> =>
  typeof value === "object" && value !== null && "de" in value && "en" in value;

/** /{lang}/dashboard/{key}/{id}/ — an entity's change page (000 §2: the editors' admin links lead here); `new` instead of an id creates one. */
export default async function EntityChangePage({ params }: Props) {
  const { lang, key, id: idText } = await params;
  if (isLocale(lang) && idText === "new" && isCreatableKey(key)) return <EntityCreatePage lang={lang} entityKey={key} />;
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : 0;
  if (isLocale(lang) && key === "redirects" && id > 0) return <RedirectChangePage lang={lang} id={id} />;
  if (isLocale(lang) && key === "outbox" && id > 0) return <OutboxMailPage lang={lang} id={id} />;
  if (!isLocale(lang) || !isEntityKey(key) || id < 1) notFound();
  const access = await dashboardAccess(key);
  if (access.kind === "login" || access.kind === "password") return <DashboardLogin lang={lang} access={access} />;
  if (access.kind !== "ok") notFound();
  const kind = ENTITY_KINDS[key];
  const { db } = await getDb();
  const values = await kind.read(db, id);
  if (!values) notFound();
  const title = isLocalized(values.name) ? values.name[lang] : isLocalized(values.title) ? values.title[lang]
    : [values.first_name, values.last_name].filter(Boolean).join(" ");
  const publicUrl = isLocalized(values.slug) ? kind.publicUrl(lang, { id, slug: values.slug }) : null;
  const name = title || `#${id}`;
  return (
    <DashboardShell lang={lang} user={access.user} current={key}>
      <p><a href={dashboardUrl(lang, key)}>{dashboardText(lang, "back_to_list")}: {adminMenuEntry(key)!.label[lang]}</a></p>
      <h1>{dashboardText(lang, "change_title", { name })}</h1>
      {publicUrl && <p><a href={`${publicUrl}?edit`}>{dashboardText(lang, "on_site")}</a></p>}
      {key === "forms" && <p><a href={`${dashboardUrl(lang, key, id)}submissions/`}>{formsText(lang, "submissions")}</a></p>}
      <EntityForm lang={lang} entityKey={key} id={id} values={values} />
      {key === "forms" && <FormFieldsEditor lang={lang} formId={id} fields={await readFormFields(db, id)} />}
      {isDeletableKey(key) && (
        <EntityDelete lang={lang} url={`/${lang}/dashboard-api/${key}/${id}/`} name={name} next={dashboardUrl(lang, key)}
          question={key === "forms" ? formsText(lang, "delete_question", { name, count: await countSubmissions(db, id) }) : undefined} />
      )}
    </DashboardShell>
  );
}
