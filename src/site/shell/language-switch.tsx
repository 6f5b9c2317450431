"use client";
import { useSyncExternalStore, type SyntheticEvent } from "react";
import { usePathname } from "next/navigation";
import { LOCALES, type Locale } from "@schemas/rules/locales";
import { languageSwitchPath, pathLocale } from "@/i18n/routes";
import type { LanguageSwitchLabels } from "./language-switch-labels";
import styles from "./language-switch.module.css";

/**
 * The page's alternate in another language as its <link rel=alternate hreflang> names it
 * (CMS and entity pages know their translated paths; the route table does not). Only a
 * path of that language counts; the origin is dropped so SITE_URL never leaks into links.
 */
function alternatePath(target: Locale): string | null {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${target}"]`);
  if (!link?.href) return null;
  const url = new URL(link.href, window.location.href);
  return pathLocale(url.pathname) === target ? url.pathname : null;
}

/** The head changes when metadata arrives, also after a client navigation. */
function subscribeHead(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true, subtree: true, attributes: true, attributeFilter: ["href", "hreflang"] });
  return () => observer.disconnect();
}

function OtherLanguage({ locale, pathname, name }: { locale: Locale; pathname: string; name: string }) {
  // On the server and while hydrating: the route table's answer; then the page's own alternate.
  const alternate = useSyncExternalStore(subscribeHead, () => alternatePath(locale), () => null);
  const path = alternate ?? languageSwitchPath(pathname, locale);
  // The same page keeps its query (a search, the calendar's filters). The query is read when
  // the link is used, not rendered: reading it while rendering would opt every cached page
  // out of static rendering.
  const withQuery = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = path + window.location.search;
  };
  return (
    // A full page load: the other language has its own root layout, cache and texts.
    <a href={path} hrefLang={locale} lang={locale} className={styles.link} onClick={withQuery} onFocus={withQuery} onPointerEnter={withQuery}>
      {locale.toUpperCase()}<span className="visually-hidden"> {name}</span>
    </a>
  );
}

/**
 * Links to the same page in the other languages (000 §2): the localised route of the same
 * page for table routes, the hreflang alternate the page puts in its head for CMS pages,
 * the other language's home when neither is known.
 */
export function LanguageSwitch({ lang, labels, className }: { lang: Locale; labels: LanguageSwitchLabels; className?: string }) {
  const pathname = usePathname() ?? `/${lang}`;
  return (
    <ul className={[styles.list, className].filter(Boolean).join(" ")} aria-label={labels.language}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          {locale === lang ? (
            <span className={styles.current} aria-current="true" lang={locale}>
              {locale.toUpperCase()}<span className="visually-hidden"> {labels.names[locale]}</span>
            </span>
          ) : (
            <OtherLanguage locale={locale} pathname={pathname} name={labels.names[locale]} />
          )}
        </li>
      ))}
    </ul>
  );
}
