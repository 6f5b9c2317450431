import { CART_ERROR, RESERVATION_MINUTES } from "@schemas/api/shop-cart";
import { fillTemplate } from "../header/fill-template";
import type { BookingTexts } from "./booking-texts";
import type { CartOutcome } from "./cart-call";

export interface SummaryText {
  heading: string;
  message: string;
  /** Error only: the advice to buy in the webshop (001 §8). */
  advice: string | null;
  /** Error only: "Error -214"; null when no code came back at all. */
  code: string | null;
}

/** The summary after the cart calls (001 §8): -214 and -204 explained, anything else generic. */
export function summaryText(texts: BookingTexts, outcome: CartOutcome): SummaryText {
  if (outcome.ok) {
    const count = outcome.response.tickets_quantity;
    return {
      heading: texts.success_heading,
      message: fillTemplate(count === 1 ? texts.success_one : texts.success_other, { count, minutes: RESERVATION_MINUTES }),
      advice: null,
      code: null,
    };
  }
  const message = outcome.code === CART_ERROR.notEnoughSeats ? texts.error_not_enough_seats
    : outcome.code === CART_ERROR.noReservation ? texts.error_no_reservation
      : texts.error_generic;
  return {
    heading: texts.error_heading,
    message,
    advice: texts.error_advice,
    code: outcome.code === null ? null : fillTemplate(texts.error_code, { code: outcome.code }),
  };
}

/** All of it in one line, for the live region. */
export const summaryLine = (summary: SummaryText) =>
  [/[.!?]$/.test(summary.heading) ? summary.heading : `${summary.heading}.`, summary.message, summary.advice, summary.code].filter(Boolean).join(" ");
