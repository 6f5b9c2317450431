"use client";

import type { Ref } from "react";
import type { BookingTexts } from "./booking-texts";
import type { CartOutcome } from "./cart-call";
import { summaryText } from "./summary-text";
import styles from "./booking.module.css";

interface Props {
  ref?: Ref<HTMLHeadingElement>;
  texts: BookingTexts;
  outcome: CartOutcome;
  webshopUrl: string;
  onChange: () => void;
}

/** Success (the cart's ticket count and a link to it) or the error of 001 §8 with its code. */
export function BookingSummary({ ref, texts, outcome, webshopUrl, onChange }: Props) {
  const summary = summaryText(texts, outcome);
  return (
    <section className={outcome.ok ? styles.success : styles.error} aria-labelledby="booking-summary-heading" data-booking-summary={outcome.ok ? "success" : "error"}>
      <h3 id="booking-summary-heading" ref={ref} tabIndex={-1} className={styles.stepTitle}>{summary.heading}</h3>
      <p>{summary.message}</p>
      {summary.advice && <p>{summary.advice}</p>}
      {summary.code && <p className={styles.code}>{summary.code}</p>}
      <p className={styles.actions}>
        {outcome.ok
          ? <a className={styles.primary} href={outcome.response.cart_url}>{texts.to_cart}</a>
          : <>
            <a className={styles.primary} href={webshopUrl}>{texts.to_webshop}</a>
            <button type="button" className={styles.secondary} onClick={onChange}>{texts.choose_again}</button>
          </>}
      </p>
    </section>
  );
}
