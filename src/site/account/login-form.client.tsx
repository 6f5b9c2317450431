"use client";

import type { Locale } from "@schemas/rules/localized";
import { accountCall } from "./account-api";
import { AccountForm } from "./account-form.client";
import { accountTexts } from "./account-texts";
import styles from "./account.module.css";

interface Props {
  lang: Locale;
  /** Where a logged-in visitor goes: the profile. */
  next: string;
  resetHref: string;
  registerHref: string;
}

/** E-mail and password; on success the browser loads the profile, so the header shows the name. */
export function LoginForm({ lang, next, resetHref, registerHref }: Props) {
  const texts = accountTexts(lang);
  return (
    <>
      <AccountForm lang={lang} texts={texts} schema="visitorLoginSchema" submitLabel={texts.login.submit}
        fields={[
          { name: "email", label: texts.email, type: "email", autoComplete: "email" },
          { name: "password", label: texts.password, type: "password", autoComplete: "current-password" },
        ]}
        send={(values) => accountCall("login/", lang, "POST", values)}
        done={() => {
          window.location.assign(next);
          return null;
        }} />
      <ul className={styles.links}>
        <li><a href={resetHref}>{texts.login.forgot}</a></li>
        <li><a href={registerHref}>{texts.login.register}</a></li>
      </ul>
    </>
  );
}
