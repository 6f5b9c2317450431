import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { adminMenus } from "@/server/auth/admin-menus";
import { dashboardAccess } from "@/dashboard/access";
import { DashboardLogin } from "@/dashboard/dashboard-login";
import { DashboardShell } from "@/dashboard/dashboard-shell";
import { OtherSessions } from "@/dashboard/other-sessions.client";
import { dashboardText } from "@/dashboard/text";

interface Props { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return isLocale(lang) ? { title: getT(lang)("routes:titles.dashboard"), robots: { index: false, follow: false } } : {};
}

/** The editors' start page: what they may edit, as the admin menu lists it, and logging out on their other devices. */
export default async function DashboardPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const access = await dashboardAccess();
  if (access.kind === "login" || access.kind === "password") return <DashboardLogin lang={lang} access={access} />;
  return (
    <DashboardShell lang={lang} user={access.user}>
      <h1>{getT(lang)("routes:titles.dashboard")}</h1>
      <p>{dashboardText(lang, "overview_intro")}</p>
      <ul>
        {adminMenus(access.user.role, lang).map((menu) => <li key={menu.key}><a href={menu.url}>{menu.label}</a></li>)}
      </ul>
      <section aria-labelledby="dashboard-sessions">
        <h2 id="dashboard-sessions">{dashboardText(lang, "sessions_heading")}</h2>
        <OtherSessions lang={lang} />
      </section>
    </DashboardShell>
  );
}
