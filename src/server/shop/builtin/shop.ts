import "server-only";
import type { CartCreate, CheckoutInput } from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "@/server/db/open";
import type { TicketShop } from "../adapter";
import { addToCart, changePosition } from "./add";
import { readCartView } from "./cart-view";
import { checkout, ordersOf, readOrder } from "./checkout";
import { DEFAULT_LOCK_OPTIONS, type LockOptions } from "./locks";
import { eventTickets } from "./tickets";

/**
 * The built-in ticket shop (the default adapter, and the reference for others): capacity per
 * seat group and timeslot, 15-minute reservations, carts and orders in the project's database.
 *
 * Rules: seats are counted from unexpired reservations plus sold positions under a
 * transaction-scoped lock per capacity unit (locks.ts), in READ COMMITTED with a lock timeout
 * and three tries, then 503. Each hold lasts 15 minutes from when it was made: adding more
 * to a cart does not renew the older ones (a visitor could otherwise keep seats from everyone
 * by adding one ticket every few minutes); a failed add changes nothing. Expired holds stop
 * counting at once and are deleted lazily when their cart is written next.
 *
 * `options` exist for tests only (the production code path never passes them): the
 * concurrency test switches the lock off and widens the race window to prove it can see one.
 */
export class BuiltinShop implements TicketShop {
  private readonly options: LockOptions;

  constructor(private readonly db: () => Promise<Db>, options: Partial<LockOptions> = {}) {
    this.options = { ...DEFAULT_LOCK_OPTIONS, ...options };
  }

  async eventTickets(eventId: number, lang: Locale) {
    return eventTickets(await this.db(), eventId, lang);
  }

  async addToCart(cartToken: string | null, input: CartCreate, lang: Locale) {
    return addToCart(await this.db(), this.options, cartToken, input, lang);
  }

  async readCart(cartToken: string | null, lang: Locale) {
    return readCartView(await this.db(), cartToken, lang);
  }

  async changePosition(cartToken: string, positionId: number, quantity: number, lang: Locale) {
    return changePosition(await this.db(), this.options, cartToken, positionId, quantity, lang);
  }

  async checkout(cartToken: string, buyer: CheckoutInput, lang: Locale) {
    return checkout(await this.db(), this.options, cartToken, buyer, lang);
  }

  async readOrder(cartToken: string, orderNumber: string, lang: Locale) {
    return readOrder(await this.db(), cartToken, orderNumber, lang);
  }

  async ordersOf(email: string, lang: Locale) {
    return ordersOf(await this.db(), email, lang);
  }
}
