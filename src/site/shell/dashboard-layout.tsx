import type { ReactNode } from "react";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { getCachedSettings } from "../settings/get-settings";
import { AccessibilityNav } from "./accessibility-nav";
import styles from "./dashboard-layout.module.css";

/**
 * The dashboard layout (000 §2) for the editors' area: no visitor header, footer, alert or
 * cookie banner, just the site's name as the way back and the editor's page. The editor
 * issue fills it.
 */
export async function DashboardLayout({ lang, children }: { lang: Locale; children: ReactNode }) {
  const t = getT(lang);
  const settings = await getCachedSettings();
  return (
    <>
      <AccessibilityNav lang={lang} />
      <header className={styles.bar}>
        <a href={`/${lang}`} className={styles.site}>{settings.site_name[lang]}</a>
        <span className={styles.area}>{t("routes:titles.dashboard")}</span>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>{children}</main>
    </>
  );
}
