import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { BehavioursClient } from "./behaviours.client";
import styles from "./behaviours.module.css";

const UNSUPPORTED_ID = "unsupported-browser-notice";

/**
 * The notices a browser that cannot run the site needs (000 §2): no JavaScript, or no ES
 * modules. At the top of the page, right after the skip link, so they are seen first. A page
 * rendered per request passes its CSP nonce, without which its policy would block the script.
 */
export function BrowserNotices({ lang, nonce }: { lang: Locale; nonce?: string }) {
  const t = getT(lang);
  // Without JavaScript a form without action is the reload button: it submits to this page.
  const reload = (
    <form method="get">
      <button type="submit" className={styles.noticeButton}>
        {t("behaviours:reload")}
      </button>
    </form>
  );
  return (
    <>
      <noscript>
        <section className={styles.staticNotice} aria-label={t("behaviours:notice_label")}>
          <p>{t("behaviours:noscript")}</p>
          {reload}
        </section>
      </noscript>
      {/* Browsers without ES modules cannot run the site's scripts; only they run a nomodule script. */}
      <section id={UNSUPPORTED_ID} className={styles.staticNotice} aria-label={t("behaviours:notice_label")} hidden>
        <p>{t("behaviours:unsupported")}</p>
        {reload}
      </section>
      <script noModule nonce={nonce} dangerouslySetInnerHTML={{ __html: `document.getElementById("${UNSUPPORTED_ID}").hidden=false;` }} />
    </>
  );
}

/**
 * The shell's behaviours (000 §2, §4, §9): progress bar, hash-link and reset scrolling,
 * chunk-load reload guard, service worker, online/offline, and the notices for low bandwidth
 * or weak hardware. Texts are translated here and handed to the client part as props.
 */
export function Behaviours({ lang }: { lang: Locale }) {
  const t = getT(lang);
  return (
    <BehavioursClient
      support={{
        label: t("behaviours:notice_label"),
        unsupported: t("behaviours:unsupported"),
        low_bandwidth: t("behaviours:low_bandwidth"),
        weak_hardware: t("behaviours:weak_hardware"),
        reload: t("behaviours:reload"),
        dismiss: t("behaviours:dismiss"),
      }}
      offline={t("behaviours:offline")}
    />
  );
}
