// /api/shop-cart/ — POST: one seat group's tickets into the cart (001 §3, §7; CSRF header,
// optional Idempotency-Key); GET: the visitor's cart for the webshop. Both ?lang=de|en.
import { cartCreateSchema } from "@schemas/api/shop-cart";
import { csrfProtected } from "@/server/http/csrf";
import { handler } from "@/server/http/handler";
import { getTicketShop } from "@/server/shop";
import { answerOnce, readJsonBody } from "@/server/shop/answer";
import { cartCookies, cartToken, shopJson, shopLang, shopRoute } from "@/server/shop/http";

export const dynamic = "force-dynamic";

export const GET = handler(shopRoute(async (request) => shopJson(await getTicketShop().readCart(cartToken(request), shopLang(request)))));

export const POST = handler(csrfProtected(shopRoute(async (request) => {
  const lang = shopLang(request);
  const body = await readJsonBody(request);
  return answerOnce(request, body.text, async () => {
    const input = cartCreateSchema.parse(body.json);
    const { cartToken: token, response } = await getTicketShop().addToCart(cartToken(request), input, lang);
    return { status: 200, body: response, cookies: cartCookies(request, token, response.tickets_quantity, response.cart_url) };
  });
})));
