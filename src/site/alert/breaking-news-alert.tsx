import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { breakingNewsNow } from "@/server/site/breaking-news";
import { ALERT_DISMISS_COOKIE } from "./alert-cookie";
import { BreakingNewsAlertClient } from "./breaking-news-alert.client";

/**
 * Hides the alert a visitor closed before the browser paints it (the cookie holds its id); it
 * runs as the parser reaches it, right after the alert.
 */
const HIDE_CLOSED = `(function(){var a=document.querySelector("section[data-alert-id]"),m=/(?:^|;\\s*)${ALERT_DISMISS_COOKIE}=(\\d+)/.exec(document.cookie);if(a&&m&&a.getAttribute("data-alert-id")===m[1])a.hidden=true})()`;

/**
 * The top alert of the default layout (000 §2, 001 §4). The alert current when the page was
 * rendered is in its HTML, so it takes its place before the first paint instead of pushing the
 * page down after hydration; pages are revalidated when an alert is saved (its cache tag).
 */
export async function BreakingNewsAlert({ lang, nonce }: { lang: Locale; nonce?: string }) {
  const t = getT(lang);
  const [rendered = null] = await breakingNewsNow(new Date(), lang);
  return (
    <>
      <BreakingNewsAlertClient lang={lang} rendered={rendered} labels={{ label: t("site:alert.label"), close: t("site:alert.close") }} />
      {rendered && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_CLOSED }} />}
    </>
  );
}
