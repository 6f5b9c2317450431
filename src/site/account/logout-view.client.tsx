"use client";

import { useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import { logOut } from "./account-api";
import { accountTexts } from "./account-texts";
import { useQueryParam } from "./use-query-token";
import styles from "./account.module.css";

/**
 * The logout_url's page: logging out is a POST with the CSRF header, so a link from another
 * site cannot end the session. The header's dropdown sends it directly and comes here with
 * ?done; this page's button is for everyone else.
 */
export function LogoutView({ lang }: { lang: Locale }) {
  const texts = accountTexts(lang);
  const [state, setState] = useState<"ask" | "sending" | "error">("ask");
  const done = useQueryParam("done") != null;
  const send = async () => {
    setState("sending");
    const result = await logOut(lang);
    // A new page load: the header reads the login state once per page.
    if (result.ok) window.location.assign(`${window.location.pathname}?done`);
    else setState("error");
  };
  if (done) {
    return <div role="status" className={styles.status}><p>{texts.logout.done}</p><p><a href={`/${lang}`}>{texts.logout.home}</a></p></div>;
  }
  return (
    <>
      <p>{texts.logout.intro}</p>
      {state === "error" && <div role="alert" className={styles.errorSummary}><p className={styles.errorTitle}>{texts.failed}</p></div>}
      <button type="button" className={styles.button} disabled={state === "sending"} onClick={() => void send()}>
        {state === "sending" ? texts.sending : texts.logout.submit}
      </button>
    </>
  );
}
