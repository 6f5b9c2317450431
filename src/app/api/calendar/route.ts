// GET /api/calendar/ — the days of date's month with events and their availability: date, room, type, tag (001 §2, §7)
import { NextResponse } from "next/server";
import { calendarQuerySchema } from "@schemas/api/programme-query";
import { handler, parseQuery } from "@/server/http/handler";
import { berlinDay } from "@schemas/rules/dates";
import { cachedCalendar } from "@/server/services/cached-reads";

export const GET = handler(async (request) => {
  const { date, ...filters } = parseQuery(request, calendarQuerySchema);
  const today = berlinDay(new Date());
  const calendar = await cachedCalendar({ day: date ?? today, today, ...filters });
  return NextResponse.json(calendar, { headers: { "Cache-Control": "public, max-age=60" } });
});
