"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { CART_ERROR } from "@schemas/api/booking-constants";
import { fieldErrors } from "@schemas/rules/messages";
import type { Locale } from "@schemas/rules/localized";
import { announceCartChange, loadContract, placeOrder } from "./cart-api";
import { orderPath, shopHref } from "@/contracts/shop-lang";
import { failureMessage, type WebshopTexts } from "./texts";
import styles from "./webshop.module.css";

const FIELDS = ["name", "email"] as const;
type Field = (typeof FIELDS)[number];

interface Props {
  lang: Locale;
  /** The shop prefix the visitor came by ("/webshop"), so the confirmation stays under it. */
  prefix: string;
  texts: WebshopTexts;
  /** The shop answered -204: the hold is gone, the cart must be read again. */
  onExpired: () => void;
}

/**
 * Name and e-mail, then the reservation becomes an order (POST /api/shop-cart/checkout/).
 * Checked with the contract's schema in the browser and again by the server (its per-field
 * 400 messages show the same way); noValidate, so the messages are ours, in the page's
 * language. On success the header's cart count is re-read and the confirmation opens.
 */
export function CheckoutForm({ lang, prefix, texts, onExpired }: Props) {
  const router = useRouter();
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const id = (field: Field) => `${baseId}-${field}`;

  const show = (fields: Record<string, string[]>, fallback: string) => {
    const mine = Object.fromEntries(FIELDS.filter((field) => fields[field]?.length).map((field) => [field, fields[field]]));
    setErrors(mine);
    setMessage(Object.keys(mine).length ? texts.form_errors : fallback);
    // The summary takes focus, so a screen reader hears what went wrong; its links lead to the fields.
    requestAnimationFrame(() => summary.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const entered = { name: String(data.get("name") ?? ""), email: String(data.get("email") ?? "") };
    setSending(true);
    // The contract's own schema checks first, in the page's language; the server checks again
    // (400), and alone when the schemas could not be loaded.
    const buyer = (await loadContract().catch(() => null))?.checkoutSchema.safeParse(entered);
    if (buyer && !buyer.success) {
      setSending(false);
      return show(fieldErrors(buyer.error, lang), texts.form_errors);
    }
    const result = await placeOrder(buyer?.data ?? entered, lang);
    if (result.ok) {
      announceCartChange();
      router.push(shopHref(orderPath(prefix, result.value.number), lang));
      return;
    }
    setSending(false);
    show(result.errors, failureMessage(texts, result));
    if (result.code === CART_ERROR.noReservation) onExpired();
  };

  const invalid = FIELDS.filter((field) => errors[field]);
  return (
    <section className={styles.checkout} aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>{texts.checkout_heading}</h2>
      <p>{texts.checkout_intro}</p>
      <div ref={summary} tabIndex={-1} className={message ? styles.errorSummary : undefined}>
        {message && <p className={styles.errorTitle}>{message}</p>}
        {invalid.length > 0 && (
          <ul>{invalid.map((field) => <li key={field}><a href={`#${id(field)}`}>{texts[field]}: {errors[field]?.join(" ")}</a></li>)}</ul>
        )}
      </div>
      <form method="post" noValidate onSubmit={submit} className={styles.form}>
        {FIELDS.map((field) => (
          <div key={field} className={styles.field}>
            <label htmlFor={id(field)}>{texts[field]}</label>
            <input
              id={id(field)} name={field} type={field === "email" ? "email" : "text"} required aria-required="true"
              autoComplete={field} maxLength={field === "email" ? 254 : 200}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id(field)}-error` : undefined}
            />
            {errors[field] && <p id={`${id(field)}-error`} className={styles.fieldError}>{errors[field]?.join(" ")}</p>}
          </div>
        ))}
        <button type="submit" disabled={sending} className={styles.primaryButton}>{sending ? texts.submitting : texts.submit}</button>
      </form>
    </section>
  );
}
