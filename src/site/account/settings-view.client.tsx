"use client";

import type { Account } from "@schemas/api/account";
import type { Locale } from "@schemas/rules/localized";
import { formatDate } from "@schemas/rules/dates";
import { accountCall } from "./account-api";
import { AccountForm } from "./account-form.client";
import { OtherSessions } from "./other-sessions.client";
import { accountTexts, fill } from "./account-texts";
import { useAccountData } from "./use-account-data";
import styles from "./account.module.css";

/**
 * Three forms, each saved on its own: personal details (name, language, newsletter consent
 * with the date it was given), the e-mail address (applies after the mailed link), the password;
 * and logging out on every other device.
 */
export function SettingsView({ lang, loginHref }: { lang: Locale; loginHref: string }) {
  const texts = accountTexts(lang);
  const { data, reload } = useAccountData("settings/", lang, "accountSchema");
  if (data.state === "loading") return <p role="status">{texts.profile.loading}</p>;
  if (data.state === "logged-out") return <p>{texts.profile.logged_out} <a href={loginHref}>{texts.login.title}</a></p>;
  if (data.state === "error") return <p role="alert">{texts.failed}</p>;
  const account: Account = data.value;
  return (
    <>
      <section className={styles.section} aria-labelledby="settings-profile">
        <h2 id="settings-profile">{texts.settings.profile}</h2>
        <AccountForm lang={lang} texts={texts} schema="profileSettingsSchema" submitLabel={texts.settings.save}
          fields={[
            { name: "first_name", label: texts.first_name, type: "text", autoComplete: "given-name", defaultValue: account.first_name },
            { name: "last_name", label: texts.last_name, type: "text", autoComplete: "family-name", defaultValue: account.last_name },
            { name: "preferred_language", label: texts.preferred_language, type: "select", defaultValue: account.preferred_language,
              options: [{ value: "de", label: texts.languages.de }, { value: "en", label: texts.languages.en }] },
            { name: "newsletter", label: texts.newsletter, type: "checkbox", defaultChecked: account.newsletter_consent_at !== null,
              hint: account.newsletter_consent_at ? fill(texts.newsletter_since, { date: formatDate(account.newsletter_consent_at, lang, "long") }) : undefined },
          ]}
          send={(values) => accountCall("settings/", lang, "PATCH", values, "accountSchema")}
          done={() => {
            reload();
            return texts.settings.saved;
          }} />
      </section>
      <section className={styles.section} aria-labelledby="settings-email">
        <h2 id="settings-email">{texts.settings.email_heading}</h2>
        <p>{texts.settings.email_intro}</p>
        {account.pending_email && <p>{fill(texts.settings.email_pending, { email: account.pending_email })}</p>}
        <AccountForm lang={lang} texts={texts} schema="emailChangeSchema" submitLabel={texts.settings.email_submit}
          fields={[
            { name: "email", label: texts.email, type: "email", autoComplete: "email", defaultValue: account.email },
            { name: "current_password", label: texts.current_password, type: "password", autoComplete: "current-password" },
          ]}
          send={(values) => accountCall("email/", lang, "POST", values, "accountSchema")}
          done={(value) => {
            reload();
            return fill(texts.settings.email_sent, { email: value.pending_email ?? "" });
          }} />
      </section>
      <section className={styles.section} aria-labelledby="settings-password">
        <h2 id="settings-password">{texts.settings.password_heading}</h2>
        <AccountForm lang={lang} texts={texts} schema="passwordChangeSchema" submitLabel={texts.settings.password_submit}
          fields={[
            { name: "current_password", label: texts.current_password, type: "password", autoComplete: "current-password" },
            { name: "password", label: texts.new_password, type: "password", autoComplete: "new-password", hint: texts.password_hint },
            { name: "password2", label: texts.password2, type: "password", autoComplete: "new-password" },
          ]}
          send={(values) => accountCall("password/", lang, "POST", values)}
          done={() => texts.settings.password_saved} />
      </section>
      <section className={styles.section} aria-labelledby="settings-sessions">
        <h2 id="settings-sessions">{texts.settings.sessions_heading}</h2>
        <OtherSessions lang={lang} texts={texts} />
      </section>
    </>
  );
}
