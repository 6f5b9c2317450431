import type { webshop } from "@/i18n/resources/de/webshop";
import { CART_ERROR } from "@schemas/api/booking-constants";
import { fillTemplate } from "../header/fill-template";
import type { ShopFailure } from "./cart-api";

/** The namespace "webshop" in one language: client components get it whole as a prop. */
export type WebshopTexts = typeof webshop;

/** "1 Ticket im Warenkorb" / "3 Tickets im Warenkorb". */
export const countText = (texts: WebshopTexts, count: number) =>
  fillTemplate(count === 1 ? texts.cart_count.one : texts.cart_count.other, { count });

/** What a refused change says to the visitor: the shop's two known refusals by name, else a general line; with "Error {code}" when there is one (001 §8). */
export function failureMessage(texts: WebshopTexts, failure: Pick<ShopFailure, "code" | "status">): string {
  const code = failure.code ?? (failure.status > 0 ? failure.status : null);
  const text = failure.code === CART_ERROR.notEnoughSeats ? texts.not_enough_seats
    : failure.code === CART_ERROR.noReservation ? texts.no_reservation
      : texts.change_failed;
  return code === null ? text : `${text} ${fillTemplate(texts.error_code, { code })}`;
}
