"use client";

import { useId, useState, type FormEvent } from "react";
import { MAX_TICKETS_PER_PRICE } from "@schemas/api/booking-constants";
import type { CartPosition } from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";
import { formatPrice } from "../booking/format-price";
import { formatDateTime, formatTime } from "@schemas/rules/dates";
import { positionSum } from "./position-sum";
import type { WebshopTexts } from "./texts";
import styles from "./webshop.module.css";

interface Props {
  position: CartPosition;
  lang: Locale;
  texts: WebshopTexts;
  /** A change is under way somewhere in the cart: the controls wait. */
  busy: boolean;
  onChange: (position: CartPosition, quantity: number) => void;
  onRemove: (position: CartPosition) => void;
}

/** One line of the cart: what, when, which seats, the price, and its quantity to change or remove. */
export function PositionItem({ position, lang, texts, busy, onChange, onRemove }: Props) {
  const [quantity, setQuantity] = useState(String(position.quantity));
  const inputId = useId();
  // The visible word ("Anzahl", "Entfernen") plus, for screen readers, which line it is about.
  const about = <span className="visually-hidden">: {position.event.name}, {position.price_name}</span>;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(quantity);
    if (!Number.isInteger(value) || value < 0 || value > MAX_TICKETS_PER_PRICE) {
      setQuantity(String(position.quantity));
      return;
    }
    if (value !== position.quantity) onChange(position, value);
  };
  return (
    <li className={styles.position}>
      <h3 className={styles.positionTitle}><a href={position.event.url}>{position.event.name}</a></h3>
      <dl className={styles.facts}>
        <div><dt>{texts.date}</dt><dd>{formatDateTime(position.event.date_start, lang, "weekday", "uhr")}</dd></div>
        <div><dt>{texts.seat_group}</dt><dd>{position.seat_group}</dd></div>
        {position.time_start && <div><dt>{texts.timeslot}</dt><dd>{formatTime(position.time_start, lang)}</dd></div>}
        <div><dt>{texts.column.price}</dt><dd>{position.price_name}: {formatPrice(position.price)}</dd></div>
      </dl>
      <div className={styles.controls}>
        <form method="post" onSubmit={submit} className={styles.quantityForm}>
          <label htmlFor={inputId} className={styles.quantityLabel}>{texts.column.quantity}{about}</label>
          <input
            id={inputId} type="number" inputMode="numeric" min={0} max={MAX_TICKETS_PER_PRICE} step={1}
            value={quantity} onChange={(event) => setQuantity(event.target.value)} className={styles.quantityInput}
          />
          <button type="submit" disabled={busy} className={styles.secondaryButton}>{texts.update}{about}</button>
        </form>
        <button type="button" disabled={busy} onClick={() => onRemove(position)} className={styles.linkButton}>
          {texts.remove}{about}
        </button>
        <p className={styles.sum}><span className="visually-hidden">{texts.column.sum}: </span>{formatPrice(positionSum(position.price, position.quantity))}</p>
      </div>
    </li>
  );
}
