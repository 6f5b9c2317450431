"use client";

import type { Locale } from "@schemas/rules/localized";
import { accountCall } from "./account-api";
import { AccountForm } from "./account-form.client";
import { accountTexts } from "./account-texts";
import { useQueryToken } from "./use-query-token";

/**
 * Without a token: ask for the reset link by address. With the mailed link's token: choose
 * the new password (the token travels as a hidden field and is checked by the same schema).
 */
export function PasswordReset({ lang, loginHref }: { lang: Locale; loginHref: string }) {
  const texts = accountTexts(lang);
  const token = useQueryToken();
  if (token === undefined) return null;
  if (!token) {
    return (
      <>
        <p>{texts.reset.intro}</p>
        <AccountForm lang={lang} texts={texts} schema="resetRequestSchema" submitLabel={texts.reset.submit}
          fields={[{ name: "email", label: texts.email, type: "email", autoComplete: "email" }]}
          send={(values) => accountCall("password-reset/", lang, "POST", values)}
          done={() => texts.reset.sent} />
      </>
    );
  }
  return (
    <>
      <p>{texts.reset.new_intro}</p>
      <AccountForm lang={lang} texts={texts} schema="resetConfirmSchema" submitLabel={texts.reset.new_submit}
        fields={[
          { name: "token", label: "", type: "hidden", defaultValue: token },
          { name: "password", label: texts.new_password, type: "password", autoComplete: "new-password", hint: texts.password_hint },
          { name: "password2", label: texts.password2, type: "password", autoComplete: "new-password" },
        ]}
        send={(values) => accountCall("password-reset/confirm/", lang, "POST", values)}
        done={() => texts.reset.done} />
      <p><a href={loginHref}>{texts.confirm.login}</a></p>
    </>
  );
}
