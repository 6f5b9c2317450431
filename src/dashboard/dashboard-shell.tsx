import type { ReactNode } from "react";
import type { EditorUser } from "@schemas/entities/user";
import type { Locale } from "@schemas/rules/localized";
import { adminMenus } from "../server/auth/admin-menus";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";

/** The dashboard's menu (the editor header's admin menu, as the user's role allows) beside the page. */
export function DashboardShell({ lang, user, current, children }: { lang: Locale; user: EditorUser; current?: string; children: ReactNode }) {
  const menus = adminMenus(user.role, lang);
  return (
    <div className={styles.shell}>
      <nav aria-label={dashboardText(lang, "nav")} className={styles.menu}>
        <ul>
          <li><a href={`/${lang}/dashboard/`} aria-current={current === undefined ? "page" : undefined}>{dashboardText(lang, "overview")}</a></li>
          {menus.map((menu) => (
            <li key={menu.key}><a href={menu.url} aria-current={menu.key === current ? "page" : undefined}>{menu.label}</a></li>
          ))}
        </ul>
      </nav>
      <div className={styles.page}>{children}</div>
    </div>
  );
}
