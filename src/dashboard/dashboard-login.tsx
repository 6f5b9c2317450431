import type { Locale } from "@schemas/rules/localized";
import { LoginGate } from "@/editor/auth/login-gate";
import { getT } from "@/i18n/translate";
import type { DashboardAccess } from "./access";
import { PasswordChangeForm } from "./password-change-form.client";
import { userAdminText } from "./user-admin-text";
import styles from "./dashboard.module.css";

type Gate = Extract<DashboardAccess, { kind: "login" | "password" }>;

/**
 * A dashboard page before the editor may use it. Without a session: the dashboard's heading
 * and the login modal over it (after logging in, the page reloads as the editor). With an
 * admin's one-time password: the form to choose a new one, then the page itself.
 */
export function DashboardLogin({ lang, access }: { lang: Locale; access: Gate }) {
  if (access.kind === "password") {
    return (
      <section className={styles.page} aria-labelledby="password-title">
        <h1 id="password-title">{userAdminText(lang, "password_title")}</h1>
        <p>{userAdminText(lang, "password_intro", { name: access.user.username })}</p>
        <PasswordChangeForm lang={lang} />
      </section>
    );
  }
  return (
    <>
      <h1>{getT(lang)("routes:titles.dashboard")}</h1>
      <LoginGate lang={lang} expired={access.expired} />
    </>
  );
}
