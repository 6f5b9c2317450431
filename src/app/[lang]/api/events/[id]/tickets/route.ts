// GET /{lang}/api/events/{id}/tickets/ — what the booking widget offers, live: seat groups and
// timeslots with status ≠ 0, prices, availability and the seats left, computed per request
// from reservations and sales. Never cached (no-store): a sold-out slot must not be offered.
import { idParamSchema } from "@schemas/api/programme-query";
import { handler, notFound } from "@/server/http/handler";
import { getTicketShop } from "@/server/shop";
import { NO_STORE, shopJson, shopRoute } from "@/server/shop/http";

export const dynamic = "force-dynamic";

export const GET = handler<{ lang: string; id: string }>(shopRoute(async (_request, { params, lang }) => {
  const { id } = idParamSchema.parse({ id: params.id });
  const tickets = await getTicketShop().eventTickets(id, lang);
  if (!tickets) {
    const response = notFound();
    response.headers.set("Cache-Control", NO_STORE["Cache-Control"]);
    return response;
  }
  return shopJson(tickets);
}));
