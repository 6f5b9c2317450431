// POST /api/shop-cart/checkout/ — the held positions become an order (201); -204 when nothing
// is held. CSRF header, optional Idempotency-Key (a double submit places one order), ?lang=.
import { checkoutSchema } from "@schemas/api/shop-cart";
import { csrfProtected } from "@/server/http/csrf";
import { handler } from "@/server/http/handler";
import { getTicketShop } from "@/server/shop";
import { cartUrlFor, noReservation } from "@/server/shop/refusals";
import { answerOnce, readJsonBody } from "@/server/shop/answer";
import { cartCookies, cartToken, shopLang, shopRoute } from "@/server/shop/http";

export const dynamic = "force-dynamic";

export const POST = handler(csrfProtected(shopRoute(async (request) => {
  const lang = shopLang(request);
  const body = await readJsonBody(request);
  return answerOnce(request, body.text, async () => {
    const buyer = checkoutSchema.parse(body.json);
    const token = cartToken(request);
    if (token === null) throw noReservation();
    const order = await getTicketShop().checkout(token, buyer, lang);
    // The cart is empty now: the header's count goes to 0.
    return { status: 201, body: order, cookies: cartCookies(request, token, 0, cartUrlFor(lang)) };
  });
})));
