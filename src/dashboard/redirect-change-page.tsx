import "server-only";
import { notFound } from "next/navigation";
import type { Locale } from "@schemas/rules/localized";
import { adminMenuEntry, dashboardUrl } from "../server/auth/admin-menus";
import { getDb } from "../server/db/client";
import { NotFoundError } from "../server/errors";
import { getRedirect } from "../server/site/redirects";
import { dashboardAccess } from "./access";
import { DashboardLogin } from "./dashboard-login";
import { DashboardShell } from "./dashboard-shell";
import { Forbidden } from "./forbidden";
import { RedirectForm } from "./redirect-form.client";
import { dashboardText } from "./text";

/** /{lang}/dashboard/redirects/{id}/ — one redirect entry's change page (admins only, as the list). */
export async function RedirectChangePage({ lang, id }: { lang: Locale; id: number }) {
  const access = await dashboardAccess("redirects");
  if (access.kind === "login" || access.kind === "password") return <DashboardLogin lang={lang} access={access} />;
  if (access.kind === "forbidden") return <DashboardShell lang={lang} user={access.user} current="redirects"><Forbidden lang={lang} /></DashboardShell>;
  if (access.kind !== "ok") notFound();
  const entry = await getRedirect((await getDb()).db, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const listUrl = dashboardUrl(lang, "redirects");
  return (
    <DashboardShell lang={lang} user={access.user} current="redirects">
      <p><a href={listUrl}>{dashboardText(lang, "back_to_list")}: {adminMenuEntry("redirects")!.label[lang]}</a></p>
      <h1>{dashboardText(lang, "redirect_title", { name: entry.old_path })}</h1>
      <RedirectForm lang={lang} entry={entry} listUrl={listUrl} />
    </DashboardShell>
  );
}
