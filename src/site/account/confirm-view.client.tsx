"use client";

import { useEffect, useRef, useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import { accountCall } from "./account-api";
import { accountTexts } from "./account-texts";
import { useQueryToken } from "./use-query-token";
import styles from "./account.module.css";

/**
 * The confirmation link's page: sends the token once (a POST, so a mail scanner that only
 * fetches the link confirms nothing) and says how it went.
 */
export function ConfirmView({ lang, loginHref }: { lang: Locale; loginHref: string }) {
  const texts = accountTexts(lang);
  const token = useQueryToken();
  const [state, setState] = useState<{ kind: "working" | "done" | "error"; text: string }>({ kind: "working", text: texts.confirm.working });
  const sent = useRef(false);
  useEffect(() => {
    if (token === undefined || sent.current) return;
    sent.current = true;
    void accountCall("confirm/", lang, "POST", { token: token ?? "" }).then((result) => {
      if (result.ok) setState({ kind: "done", text: texts.confirm.done });
      else setState({ kind: "error", text: result.errors.token?.join(" ") ?? texts.failed });
    });
  }, [token, lang, texts]);
  return (
    <div role="status" className={state.kind === "error" ? styles.errorSummary : styles.status}>
      <p>{state.text}</p>
      {state.kind === "done" && <p><a href={loginHref}>{texts.confirm.login}</a></p>}
    </div>
  );
}
