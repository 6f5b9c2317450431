"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Icon } from "../icons/icon";
import { acceptAllConsent, chosenConsent } from "./consent-cookie";
import { currentConsent, deleteCookies, saveConsent } from "./consent-store";
import { CookieCategory } from "./cookie-category";
import { OPEN_COOKIE_MANAGER_EVENT } from "./open-cookie-manager";
import type { ConsentCategory } from "./services";
import { shouldAutoOpen } from "./visibility";
import styles from "./cookie-manager.module.css";

export interface ManagerTexts {
  title: string;
  intro: string;
  privacyLink: string;
  privacyHref: string;
  alwaysOn: string;
  purpose: string;
  cookies: string;
  noCookies: string;
  acceptAll: string;
  deleteCookies: string;
  save: string;
  close: string;
  deleted: string;
}

export interface ManagerCategory {
  id: ConsentCategory;
  name: string;
  description: string;
  servicesToggle: string;
  services: { id: string; name: string; purpose: string; cookies: string[] }[];
}

interface Props {
  texts: ManagerTexts;
  categories: ManagerCategory[];
  legalPaths: readonly string[];
}

/** Closed, opened by itself (no decision yet) or opened by the visitor ("Cookie settings"). */
type OpenState = "closed" | "auto" | "user";

/**
 * A non-modal dialog at the bottom of the window: the page stays usable and readable behind
 * it, it sits early in the tab order (000 §2 puts it right after the accessibility
 * navigation), Esc and the close button hide it for this page. Opened by the visitor, it takes
 * focus and gives it back to the opener when it closes.
 */
export function CookieManagerClient({ texts, categories, legalPaths }: Props) {
  const pathname = usePathname();
  const [state, setState] = useState<OpenState>("closed");
  const [selected, setSelected] = useState<readonly ConsentCategory[]>([]);
  const [status, setStatus] = useState("");
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  // Decided only in the browser, after hydration and again on every page change: the server
  // HTML is cached for everyone and must not depend on the cookie.
  useEffect(() => {
    const consent = currentConsent();
    if (shouldAutoOpen(pathname, consent, legalPaths)) {
      // The cookie is browser-only state, read after hydration (see above).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setSelected(consent?.categories ?? []);
      setState((current) => (current === "closed" ? "auto" : current));
    } else {
      setState((current) => (current === "auto" ? "closed" : current));
    }
  }, [pathname, legalPaths]);

  useEffect(() => {
    const onOpen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setSelected(currentConsent()?.categories ?? []);
      setStatus("");
      setState("user");
      // Focus once React has shown the dialog.
      requestAnimationFrame(() => heading.current?.focus());
    };
    window.addEventListener(OPEN_COOKIE_MANAGER_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_COOKIE_MANAGER_EVENT, onOpen);
  }, []);

  const close = () => {
    // Keep keyboard users in place: back to the opener, else to the main content.
    if (root.current?.contains(document.activeElement)) {
      const target = opener.current?.isConnected ? opener.current : document.getElementById("main-content");
      target?.focus();
    }
    opener.current = null;
    setStatus("");
    setState("closed");
  };

  const acceptAll = () => {
    saveConsent(acceptAllConsent());
    close();
  };
  const save = () => {
    saveConsent(chosenConsent(selected));
    close();
  };
  const remove = () => {
    deleteCookies();
    setSelected([]);
    setStatus(texts.deleted);
  };
  const toggle = (category: ConsentCategory, on: boolean) =>
    setSelected((current) => (on ? [...current.filter((c) => c !== category), category] : current.filter((c) => c !== category)));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    close();
  };

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      className={styles.manager}
      hidden={state === "closed"}
      onKeyDown={onKeyDown}
    >
      <div className={styles.head}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.title}>
          {texts.title}
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label={texts.close}>
          <Icon name="close" />
        </button>
      </div>
      <p id={`${id}-intro`} className={styles.intro}>
        {texts.intro} <Link href={texts.privacyHref}>{texts.privacyLink}</Link>
      </p>
      <ul className={styles.categories}>
        {categories.map((category) => (
          <CookieCategory
            key={category.id}
            category={category}
            texts={texts}
            on={category.id === "required" || selected.includes(category.id)}
            onToggle={(on) => toggle(category.id, on)}
          />
        ))}
      </ul>
      <p role="status" className={status ? styles.status : "visually-hidden"}>
        {status}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={remove}>
          {texts.deleteCookies}
        </button>
        <button type="button" className={styles.primary} onClick={save}>
          {texts.save}
        </button>
        <button type="button" className={styles.primary} onClick={acceptAll}>
          {texts.acceptAll}
        </button>
      </div>
    </div>
  );
}
