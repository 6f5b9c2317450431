import "server-only";
import type {
  CartCreate, CartErrorCode, CartResponse, CartView, CheckoutInput, EventTickets, Order,
} from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";

/*
 * The seam between the site and a ticket shop (DESIGN "Booking"). The site asks exactly
 * these questions; the built-in shop (./builtin/) answers them from the project's database
 * and is the reference implementation. An adapter for an external ticketing system speaks
 * HTTP behind the same interface and maps its answers and error codes onto these types.
 *
 * A cart is identified by an opaque token the site keeps in an HttpOnly cookie; the adapter
 * creates it on the first add. Every method throws ShopError for a refusal the visitor
 * should see (-214 not enough seats, -204 no current reservation) and nothing else.
 */
export interface TicketShop {
  /** Live availability for the booking widget; null when there is no such online event. */
  eventTickets(eventId: number, lang: Locale): Promise<EventTickets | null>;
  /** One seat group's tickets into the cart (one POST /api/shop-cart/ call). */
  addToCart(cartToken: string | null, input: CartCreate, lang: Locale): Promise<{ cartToken: string; response: CartResponse }>;
  /** The cart with its unexpired positions; an unknown token reads as an empty cart. */
  readCart(cartToken: string | null, lang: Locale): Promise<CartView>;
  /** New quantity for one position (0 removes it); raising it needs free seats like an add. */
  changePosition(cartToken: string, positionId: number, quantity: number, lang: Locale): Promise<CartView>;
  /** The held positions become an order, under the same locks as adding; -204 when none is held. */
  checkout(cartToken: string, buyer: CheckoutInput, lang: Locale): Promise<Order>;
  /** A placed order, readable by the cart that placed it. */
  readOrder(cartToken: string, orderNumber: string, lang: Locale): Promise<Order | null>;
  /** The latest orders placed with this e-mail address, newest first: a logged-in visitor's profile lists them. */
  ordersOf(email: string, lang: Locale): Promise<Order[]>;
}

/** A refusal with the shop's numeric code, answered as JSON `{ code, detail }` (never a 500). */
export class ShopError extends Error {
  constructor(readonly code: CartErrorCode | number, message: string) {
    super(message);
    this.name = "ShopError";
  }
}
