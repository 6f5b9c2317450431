import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale, type Localized } from "../../../../../../../schemas/rules/localized";
import { ENTITY_KINDS } from "../../../../../../server/admin/kinds";
import { adminMenuEntry, dashboardUrl } from "../../../../../../server/auth/admin-menus";
import { getDb } from "../../../../../../server/db/client";
import { dashboardAccess } from "../../../../../../dashboard/access";
import { DashboardLogin } from "../../../../../../dashboard/dashboard-login";
import { DashboardShell } from "../../../../../../dashboard/dashboard-shell";
import { EntityForm } from "../../../../../../dashboard/entity-form.client";
import { isEntityKey } from "../../../../../../dashboard/entity-kinds";
import { dashboardText } from "../../../../../../dashboard/text";
import { RedirectChangePage } from "../../../../../../dashboard/redirect-change-page";

interface Props { params: Promise<{ lang: string; key: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, key } = await params;
  const entry = adminMenuEntry(key);
  return { title: isLocale(lang) && entry ? entry.label[lang] : undefined, robots: { index: false, follow: false } };
}

const isLocalized = (value: unknown): value is Localized<string> =>
  typeof value === "object" && value !== null && "de" in value && "en" in value;

/** /{lang}/dashboard/{key}/{id}/ — an entity's change page (000 §2: the editors' admin links lead here). */
export default async function EntityChangePage({ params }: Props) {
  const { lang, key, id: idText } = await params;
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : 0;
  if (isLocale(lang) && key === "redirects" && id > 0) return <RedirectChangePage lang={lang} id={id} />;
  if (!isLocale(lang) || !isEntityKey(key) || id < 1) notFound();
  const access = await dashboardAccess(key);
  if (access.kind === "login") return <DashboardLogin lang={lang} expired={access.expired} />;
  if (access.kind !== "ok") notFound();
  const kind = ENTITY_KINDS[key];
  const values = await kind.read((await getDb()).db, id);
  if (!values) notFound();
  const title = isLocalized(values.name) ? values.name[lang] : isLocalized(values.title) ? values.title[lang]
    : [values.first_name, values.last_name].filter(Boolean).join(" ");
  const publicUrl = isLocalized(values.slug) ? kind.publicUrl(lang, { id, slug: values.slug }) : null;
  return (
    <DashboardShell lang={lang} user={access.user} current={key}>
      <p><a href={dashboardUrl(lang, key)}>{dashboardText(lang, "back_to_list")}: {adminMenuEntry(key)!.label[lang]}</a></p>
      <h1>{dashboardText(lang, "change_title", { name: title || `#${id}` })}</h1>
      {publicUrl && <p><a href={`${publicUrl}?edit`}>{dashboardText(lang, "on_site")}</a></p>}
      <EntityForm lang={lang} entityKey={key} id={id} values={values} />
    </DashboardShell>
  );
}
