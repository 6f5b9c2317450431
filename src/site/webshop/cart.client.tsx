"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { CartPosition, CartView } from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";
import { formatPrice } from "../booking/format-price";
import { announceCartChange, changePosition, readCart, removePosition, type ShopResult } from "./cart-api";
import { CheckoutForm } from "./checkout-form.client";
import { Countdown } from "./countdown.client";
import { PositionItem } from "./position-item.client";
import { countText, failureMessage, type WebshopTexts } from "./texts";
import styles from "./webshop.module.css";

interface Props {
  initial: CartView;
  lang: Locale;
  prefix: string;
  texts: WebshopTexts;
  serverNow: number;
  calendarHref: string;
  /** The notice that the built-in shop takes no payment, rendered on the server. */
  paymentNotice: ReactNode;
}

/**
 * The visitor's cart: positions to change or remove through the cart API,
 * the countdown to the earliest hold's end, the total and the checkout. Every answer of the
 * API is the whole cart, which replaces the view; the header's count follows via CART_CHANGE_EVENT.
 */
export function CartClient({ initial, lang, prefix, texts, serverNow, calendarHref, paymentNotice }: Props) {
  const [view, setView] = useState(initial);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  // The holds end by the server's clock: a browser whose clock runs ahead must not count
  // down early, so the countdown reads the browser's time corrected by the skew at load.
  const skew = useRef(0);
  useEffect(() => {
    skew.current = serverNow - Date.now();
  }, [serverNow]);
  const clock = useCallback(() => Date.now() + skew.current, []);
  // A new countdown after each re-read of the cart, also when the holds did not change.
  const [round, setRound] = useState(0);

  const refresh = useCallback(async () => {
    const result = await readCart(lang);
    const next = result.ok ? result.value : { ...initial, positions: [], tickets_quantity: 0, total: "0.00", expires_at: null };
    setView(next);
    setRound((value) => value + 1);
    if (next.positions.length === 0) setExpired(true);
    announceCartChange();
  }, [initial, lang]);

  const apply = async (call: Promise<ShopResult<CartView>>, done: string) => {
    setBusy(true);
    const result = await call;
    setBusy(false);
    if (result.ok) {
      setView(result.value);
      setStatus(done);
      announceCartChange();
      return;
    }
    setStatus(failureMessage(texts, result));
    if (result.status === 404 || result.code !== null) await refresh();
  };
  const change = (position: CartPosition, quantity: number) =>
    apply(changePosition(position.id, quantity, lang), quantity === 0 ? texts.removed : texts.updated);
  const remove = async (position: CartPosition) => {
    await apply(removePosition(position.id, lang), texts.removed);
    // The button is gone with its line: keep the keyboard in the cart, at its heading.
    heading.current?.focus();
  };

  const empty = view.positions.length === 0;
  return (
    <section aria-labelledby="cart-heading" className={styles.cart}>
      <h2 id="cart-heading" ref={heading} tabIndex={-1}>{texts.cart_heading}</h2>
      <p role="status" className={styles.status}>{status}</p>
      {empty ? (
        <div className={styles.emptyState}>
          <h3>{expired ? texts.expired_heading : texts.empty_heading}</h3>
          <p>{expired ? texts.expired_text : texts.empty_text}</p>
          <p><a href={calendarHref} className={styles.primaryButton}>{texts.to_calendar}</a></p>
        </div>
      ) : (
        <>
          {view.expires_at && <Countdown key={round} expiresAt={view.expires_at} serverNow={serverNow} clock={clock} texts={texts} onExpired={refresh} />}
          <p className={styles.count}>{countText(texts, view.tickets_quantity)}</p>
          <ul className={styles.positions} aria-label={texts.positions_caption}>
            {view.positions.map((position) => (
              <PositionItem key={`${position.id}:${position.quantity}`} position={position} lang={lang} texts={texts} busy={busy} onChange={change} onRemove={remove} />
            ))}
          </ul>
          <p className={styles.total}><span>{texts.total}</span> <strong>{formatPrice(view.total)}</strong></p>
          {paymentNotice}
          <CheckoutForm lang={lang} prefix={prefix} texts={texts} onExpired={refresh} />
        </>
      )}
    </section>
  );
}
