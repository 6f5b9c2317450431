"use client";

import { useEffect, useState } from "react";
import { eventTicketsSchema, type EventTickets } from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";

export type TicketsState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "error" }
  | { kind: "ready"; tickets: EventTickets };

export const ticketsUrl = (lang: Locale, eventId: number) => `/${lang}/api/events/${eventId}/tickets/`;

/**
 * The live seat groups, prices and timeslots, fetched at every opening of the widget (never
 * from a page cache: a sold-out slot must not be offered). `opening` is 0 while closed;
 * `attempt` refetches after an error. An answer counts only for the request it belongs to.
 */
export function useEventTickets(lang: Locale, eventId: number, opening: number, attempt: number): TicketsState {
  const key = `${lang}/${eventId}/${opening}/${attempt}`;
  const [result, setResult] = useState<{ key: string; state: TicketsState } | null>(null);
  useEffect(() => {
    if (opening === 0) return;
    const controller = new AbortController();
    fetch(ticketsUrl(lang, eventId), { cache: "no-store", credentials: "same-origin", signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`tickets: HTTP ${response.status}`);
        setResult({ key, state: { kind: "ready", tickets: eventTicketsSchema.parse(await response.json()) } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setResult({ key, state: { kind: "error" } });
      });
    return () => controller.abort();
  }, [key, lang, eventId, opening]);
  if (opening === 0) return { kind: "idle" };
  return result?.key === key ? result.state : { kind: "loading" };
}
