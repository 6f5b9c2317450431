import type { Locale } from "@schemas/rules/localized";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";

/** What an editor sees on an admin-only page (users, redirects, settings). */
export function Forbidden({ lang }: { lang: Locale }) {
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{dashboardText(lang, "forbidden_title")}</h1>
      <p>{dashboardText(lang, "forbidden")}</p>
      <p><a href={`/${lang}/dashboard/`}>{dashboardText(lang, "overview")}</a></p>
    </section>
  );
}
