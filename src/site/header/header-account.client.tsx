"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import type { Locale } from "@schemas/rules/localized";
import type { UserDetails } from "@schemas/api/user-details";
import { Icon } from "../icons/icon";
import type { IconName } from "../icons/icons";
import { fillTemplate } from "./fill-template";
import { useCartCookies } from "./use-cart-cookies";
import { useUserDetails } from "./use-user-details";
import styles from "./site-header.module.css";

export interface AccountLabels {
  cart: string;
  /** "{{count}} tickets in the cart", singular and plural */
  cartItems: { one: string; other: string };
  login: string;
  myProfile: string;
  logout: string;
  offline: string;
}

interface Props {
  lang: Locale;
  shopOnline: boolean;
  /** The settings' cart link; the cart URL cookie wins once the cart exists. */
  basketLink: string;
  /** The shop's login page, known on the server; the user details' login_url replaces it once loaded. */
  loginHref: string;
  profileHref: string;
  labels: AccountLabels;
}

/** Cart and account links (001 §2), or both disabled with the tooltip "Webshop offline". */
export function HeaderAccount({ lang, shopOnline, basketLink, loginHref, profileHref, labels }: Props) {
  const cart = useCartCookies();
  const user = useUserDetails(lang);
  if (!shopOnline) {
    return (
      <ul className={styles.accountList}>
        <li><OfflineLink icon="cart" label={labels.cart} tooltip={labels.offline} /></li>
        <li><OfflineLink icon="user" label={labels.login} tooltip={labels.offline} /></li>
      </ul>
    );
  }
  const count = cart.amount;
  return (
    <ul className={styles.accountList}>
      <li>
        <a href={cart.url ?? basketLink} className={styles.accountLink} data-cart-count={count}>
          <Icon name="cart" className={styles.icon} />
          <span>{labels.cart}</span>
          {count > 0 && (
            <>
              <span className={styles.badge} aria-hidden="true">{count}</span>
              <span className="visually-hidden">({fillTemplate(count === 1 ? labels.cartItems.one : labels.cartItems.other, { count })})</span>
            </>
          )}
        </a>
      </li>
      <li>
        {user?.is_logged_in ? <AccountMenu user={user} lang={lang} profileHref={profileHref} labels={labels} /> : (
          <a href={user?.login_url ?? loginHref} className={styles.accountLink}>
            <Icon name="user" className={styles.icon} />
            <span>{labels.login}</span>
          </a>
        )}
      </li>
    </ul>
  );
}

/**
 * The site's own logout page asks before it logs out (a POST with the CSRF header); from the
 * dropdown the visitor already chose, so the POST goes out at once and the page only confirms.
 * An external provider's logout_url is simply followed. The account calls (and zod, which
 * checks their answers) load only then: the header is on every page.
 */
function logOutHere(event: MouseEvent<HTMLAnchorElement>, logoutUrl: string, lang: Locale) {
  if (!logoutUrl.startsWith("/") || logoutUrl.startsWith("//")) return;
  event.preventDefault();
  void import("../account/account-api").then(({ logOut }) => logOut(lang)).then((result) => window.location.assign(result.ok ? `${logoutUrl}?done` : logoutUrl));
}

/** A link the closed shop makes unusable: still focusable, so that its tooltip can be read. */
function OfflineLink({ icon, label, tooltip }: { icon: IconName; label: string; tooltip: string }) {
  const id = useId();
  return (
    <span className={styles.offline}>
      <span role="link" aria-disabled="true" tabIndex={0} aria-describedby={id} className={styles.accountLink} data-offline="">
        <Icon name={icon} className={styles.icon} />
        <span>{label}</span>
      </span>
      <span role="tooltip" id={id} className={styles.tooltip}>{tooltip}</span>
    </span>
  );
}

/** Logged in: the user's name opens a dropdown with 'My Profile' and 'Log out'. */
export function AccountMenu({ user, lang, profileHref, labels }: { user: UserDetails; lang: Locale; profileHref: string; labels: AccountLabels }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.accountMenuRoot}>
      <button ref={button} type="button" className={styles.accountLink} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <Icon name="user" className={styles.icon} />
        <span>{name}</span>
        <Icon name="chevron-down" className={styles.chevron} />
      </button>
      <ul id={menuId} className={styles.accountMenu} hidden={!open}>
        <li><Link href={profileHref} onClick={() => setOpen(false)}>{labels.myProfile}</Link></li>
        <li><a href={user.logout_url} onClick={(event) => logOutHere(event, user.logout_url, lang)}>{labels.logout}</a></li>
      </ul>
    </div>
  );
}
