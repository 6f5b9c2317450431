"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Icon } from "../icons/icon";
import { acceptAllConsent, chosenConsent, isDefaultConsent } from "./consent-cookie";
import { currentConsent, deleteCookies, saveConsent } from "./consent-store";
import { CookieCategory } from "./cookie-category";
import { OPEN_COOKIE_MANAGER_EVENT } from "./open-cookie-manager";
import type { ConsentCategory } from "@/contracts/consent-services";
import { EARLY_ATTRIBUTE, shouldAutoOpen } from "./visibility";
import { wrapTarget } from "./focus-wrap";
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
 * A modal dialog at the bottom of the window (showModal): focus stays inside it and the page
 * behind is inert, so keyboard users never tab into a page it covers. The close button hides
 * it for this page; Esc does too, but only once the visitor has decided before (a first visit
 * needs a decision). It takes focus on its heading and gives focus back to the opener.
 */
export function CookieManagerClient({ texts, categories, legalPaths }: Props) {
  const pathname = usePathname();
  // In the browser it starts as the page's inline code left it (see EARLY_ATTRIBUTE); the
  // server renders it closed. The state changes no markup, so hydration agrees either way.
  const [state, setState] = useState<OpenState>(() =>
    typeof window !== "undefined" && shouldAutoOpen(window.location.pathname, currentConsent(), legalPaths) ? "auto" : "closed");
  const [selected, setSelected] = useState<readonly ConsentCategory[]>([]);
  const [status, setStatus] = useState("");
  const root = useRef<HTMLDialogElement>(null);
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
  // The open state drives the native dialog; showModal makes the rest of the page inert.
  useEffect(() => {
    const dialog = root.current;
    if (!dialog) return;
    if (state === "closed") {
      if (dialog.open) dialog.close();
      return;
    }
    // Shown early, it is open but inert and not modal yet: made modal in one go, so nothing flickers.
    if (dialog.hasAttribute(EARLY_ATTRIBUTE)) {
      dialog.removeAttribute(EARLY_ATTRIBUTE);
      dialog.inert = false;
      dialog.close();
    }
    if (!dialog.open) dialog.showModal();
    heading.current?.focus();
  }, [state]);

  const toggle = (category: ConsentCategory, on: boolean) =>
    setSelected((current) => (on ? [...current.filter((c) => c !== category), category] : current.filter((c) => c !== category)));

  const closeOnEscape = () => {
    if (!isDefaultConsent(currentConsent())) close();
  };
  // Esc is handled here, not by the browser: without a decision the dialog must stay open.
  // Tab wraps around inside it instead of leaving for the browser's toolbar.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Tab" && root.current) {
      const next = wrapTarget(root.current, document.activeElement, event.shiftKey);
      if (next) {
        event.preventDefault();
        next.focus();
      }
      return;
    }
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    closeOnEscape();
  };
  // Other close requests (e.g. a phone's back gesture) follow the same rule.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    closeOnEscape();
  };

  return (
    <dialog
      ref={root}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      className={styles.manager}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
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
    </dialog>
  );
}
