import "server-only";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { routePath, type RouteName } from "@/i18n/routes";
import { config } from "../config";
import type { OutgoingMail } from "../mail/outbox";

/** An absolute link to one of the user area's pages with a token, for a mail. */
export const tokenLink = (route: RouteName & ("user-confirm" | "user-password-reset"), lang: Locale, token: string) =>
  new URL(`${routePath(route, lang)}?token=${encodeURIComponent(token)}`, config.SITE_URL).toString();

type MailKind = "confirm" | "exists" | "change" | "reset";

const TOPIC: Record<MailKind, string> = { confirm: "account-confirm", exists: "account-confirm", change: "account-confirm", reset: "password-reset" };

/** One of the account mails in the account's language: greeting, the reason, the link, and what to do when it was not them. */
export function accountMail(kind: MailKind, lang: Locale, to: string, name: string, link: string): OutgoingMail {
  const t = getT(lang);
  const text = [t("account:mail.greeting", { name }), "", t(`account:mail.${kind}_text`), "", link, "", t("account:mail.ignore")].join("\n");
  return { recipients: [to], subject: t(`account:mail.${kind}_subject`), text, topic: TOPIC[kind] };
}
