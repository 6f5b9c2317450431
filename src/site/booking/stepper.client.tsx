"use client";

import { MAX_TICKETS_PER_PRICE } from "@schemas/api/shop-cart";
import { fillTemplate } from "../header/fill-template";
import { Icon } from "../icons/icon";
import type { BookingTexts } from "./booking-texts";
import styles from "./booking.module.css";

interface Props {
  texts: BookingTexts;
  /** The price's spoken name, e.g. "Vollpreis" or "Parkett, Vollpreis". */
  name: string;
  amount: number;
  /** The booking holds as many tickets as it may: no price takes one more. */
  full: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

/**
 * The amount of one price: − and + buttons named for the price ("Vollpreis: eine Karte mehr")
 * and an output with the amount. At a limit the button stays focusable (aria-disabled), so
 * keyboard focus is not lost when the amount reaches 0.
 */
export function Stepper({ texts, name, amount, full, onAdd, onRemove }: Props) {
  const atZero = amount === 0;
  const atMax = full || amount >= MAX_TICKETS_PER_PRICE;
  return (
    <div className={styles.stepper}>
      <button type="button" className={styles.step} aria-label={fillTemplate(texts.one_fewer, { name })} aria-disabled={atZero}
        onClick={() => { if (!atZero) onRemove(); }}>
        <Icon name="minus" />
      </button>
      <output className={styles.amount} aria-label={fillTemplate(texts.amount, { name })}>{amount}</output>
      <button type="button" className={styles.step} aria-label={fillTemplate(texts.one_more, { name })} aria-disabled={atMax}
        onClick={() => { if (!atMax) onAdd(); }}>
        <Icon name="plus" />
      </button>
    </div>
  );
}
