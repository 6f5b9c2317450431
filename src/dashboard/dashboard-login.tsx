import type { Locale } from "../../schemas/rules/localized";
import { LoginGate } from "../editor/auth/login-gate";
import { getT } from "../i18n/translate";

/** A dashboard page without a session: the dashboard's heading, and the login modal over it (after logging in, the page reloads as the editor). */
export function DashboardLogin({ lang, expired }: { lang: Locale; expired: boolean }) {
  return (
    <>
      <h1>{getT(lang)("routes:titles.dashboard")}</h1>
      <LoginGate lang={lang} expired={expired} />
    </>
  );
}
