"use client";

import type { Locale } from "@schemas/rules/localized";
import { accountCall } from "./account-api";
import { AccountForm } from "./account-form.client";
import { accountTexts } from "./account-texts";
import styles from "./account.module.css";

/** Name, e-mail and password twice; the account's language is the page's. A success asks to use the mailed link. */
export function RegisterForm({ lang, loginHref }: { lang: Locale; loginHref: string }) {
  const texts = accountTexts(lang);
  return (
    <>
      <AccountForm lang={lang} texts={texts} schema="registerSchema" submitLabel={texts.register.submit}
        fields={[
          { name: "first_name", label: texts.first_name, type: "text", autoComplete: "given-name" },
          { name: "last_name", label: texts.last_name, type: "text", autoComplete: "family-name" },
          { name: "email", label: texts.email, type: "email", autoComplete: "email" },
          { name: "password", label: texts.password, type: "password", autoComplete: "new-password", hint: texts.password_hint },
          { name: "password2", label: texts.password2, type: "password", autoComplete: "new-password" },
          { name: "preferred_language", label: texts.preferred_language, type: "hidden", defaultValue: lang },
        ]}
        send={(values) => accountCall("register/", lang, "POST", values)}
        done={() => texts.register.done} />
      <ul className={styles.links}><li><a href={loginHref}>{texts.register.login}</a></li></ul>
    </>
  );
}
