import "server-only";
import { getDb } from "../db/client";
import type { TicketShop } from "./adapter";
import { BuiltinShop } from "./builtin/shop";

export { ShopError, type TicketShop } from "./adapter";
export { ShopUnavailableError } from "./errors";

declare global {
  // One shop per server process, like the database it uses.
  var __ticketShop: TicketShop | undefined;
}

/**
 * The configured ticket shop. The built-in shop is the default and the only adapter so far.
 *
 * An external ticketing system plugs in here: write a class implementing TicketShop (adapter.ts)
 * in src/server/shop/<name>/ that speaks its HTTP API, maps its answers onto the contract's
 * types (schemas/api/shop-cart.ts) and its refusals onto ShopError with the shop's code
 * (-214, -204, ...); a timeout or an outage throws ShopUnavailableError (answered 503). Then
 * select it with an environment variable, e.g. SHOP_ADAPTER=<name>, in the switch below.
 * The route handlers and pages only ever call getTicketShop().
 */
export function getTicketShop(): TicketShop {
  globalThis.__ticketShop ??= createShop(process.env.SHOP_ADAPTER ?? "builtin");
  return globalThis.__ticketShop;
}

function createShop(name: string): TicketShop {
  switch (name) {
    case "builtin":
      return new BuiltinShop(async () => (await getDb()).db);
    default:
      throw new Error(`Unknown SHOP_ADAPTER "${name}" (known: builtin)`);
  }
}
