import "server-only";
import { CART_ERROR, type CartErrorCode } from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";
import { ShopError } from "./adapter";

/*
 * The refusals every adapter answers with, in the spec's words (001 §8): the widget maps the
 * code to its translated message, `detail` stays English as the ticketing system writes it.
 */
export const REFUSAL_DETAIL: Record<CartErrorCode, string> = {
  [CART_ERROR.notEnoughSeats]: "Not enough (connected) seats found.",
  [CART_ERROR.noReservation]: "No current reservation.",
};

export const notEnoughSeats = () => new ShopError(CART_ERROR.notEnoughSeats, REFUSAL_DETAIL[CART_ERROR.notEnoughSeats]);
export const noReservation = () => new ShopError(CART_ERROR.noReservation, REFUSAL_DETAIL[CART_ERROR.noReservation]);

/** The site's webshop cart page (booking-common: cart_url), whichever shop holds the cart. */
export const cartUrlFor = (lang: Locale) => (lang === "de" ? "/webshop/" : `/webshop/?lang=${lang}`);
