// GET /api/account/profile/ — the logged-in visitor's account, orders and current cart from the shop
import { NextResponse } from "next/server";
import type { Profile } from "@schemas/api/account";
import { visitorRoute } from "@/server/account/account-route";
import { readAccount } from "@/server/account/settings";
import { getTicketShop } from "@/server/shop";
import { cartToken } from "@/server/shop/http";

export const GET = visitorRoute(async (request, { db, user, lang }) => {
  const shop = getTicketShop();
  const account = await readAccount(db, user.id);
  // Orders belong to the address they were placed with; the cart to this browser's cart cookie.
  const [orders, cart] = await Promise.all([shop.ordersOf(account.email, lang), shop.readCart(cartToken(request), lang)]);
  const body: Profile = { account, orders, cart };
  return NextResponse.json(body);
});
