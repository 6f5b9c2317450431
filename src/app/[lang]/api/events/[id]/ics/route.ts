// GET /{lang}/api/events/{id}/ics — the event as an iCalendar file ("add to calendar")
import { idParamSchema } from "@schemas/api/programme-query";
import { getDb } from "@/server/db/client";
import { handler, notFound } from "@/server/http/handler";
import { getEventDetail } from "@/server/services/event-detail";
import { buildIcs, plainText } from "@/site/programme/ics";

export const GET = handler<{ lang: string; id: string }>(async (request, { params, lang }) => {
  const { id } = idParamSchema.parse({ id: params.id });
  const event = await getEventDetail((await getDb()).db, id, lang);
  if (!event) return notFound();
  const url = new URL(event.url, request.nextUrl.origin).href;
  const body = buildIcs({
    uid: `event-${event.id}@${request.nextUrl.hostname}`,
    title: event.name,
    start: event.date_start,
    end: event.date_end,
    url,
    description: [plainText(event.teaser_text || event.description), url].filter(Boolean).join("\n\n"),
    location: [event.room?.name, event.venue?.name].filter(Boolean).join(", ") || null,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${encodeURIComponent(event.slug || `event-${event.id}`)}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
});
