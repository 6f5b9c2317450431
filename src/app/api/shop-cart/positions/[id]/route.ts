// /api/shop-cart/positions/{id}/ — PATCH a new quantity (0 removes), DELETE the position; both
// answer the cart with a refreshed count cookie. CSRF header, optional Idempotency-Key, ?lang=.
import type { NextRequest } from "next/server";
import { idParamSchema } from "@schemas/api/programme-query";
import { cartPositionChangeSchema } from "@schemas/api/shop-cart";
import { csrfProtected } from "@/server/http/csrf";
import { handler } from "@/server/http/handler";
import { getTicketShop } from "@/server/shop";
import { answerOnce, readJsonBody } from "@/server/shop/answer";
import { cartCookies, cartToken, shopLang, shopRoute } from "@/server/shop/http";
import { cartUrlFor, noReservation } from "@/server/shop/refusals";

export const dynamic = "force-dynamic";

type Params = { id: string };

async function change(request: NextRequest, positionId: string, bodyText: string, quantity: () => number) {
  const lang = shopLang(request);
  const { id } = idParamSchema.parse({ id: positionId });
  return answerOnce(request, bodyText, async () => {
    const token = cartToken(request);
    if (token === null) throw noReservation();
    const cart = await getTicketShop().changePosition(token, id, quantity(), lang);
    return { status: 200, body: cart, cookies: cartCookies(request, token, cart.tickets_quantity, cartUrlFor(lang)) };
  });
}

export const PATCH = handler<Params>(csrfProtected(shopRoute(async (request, { params }) => {
  const body = await readJsonBody(request);
  return change(request, params.id, body.text, () => cartPositionChangeSchema.parse(body.json).quantity);
})));

export const DELETE = handler<Params>(csrfProtected(shopRoute(async (request, { params }) => change(request, params.id, "", () => 0))));
