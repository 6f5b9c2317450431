import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { EventCard } from "@schemas/api/cards";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { eventList } from "./schema";

const getUpcomingEvents = vi.fn<(lang: Locale, query: unknown) => Promise<EventCard[]>>();
vi.mock("./data", () => ({ getUpcomingEvents: (lang: Locale, query: unknown) => getUpcomingEvents(lang, query) }));
const { EventListRender } = await import("./render");

const event: EventCard = {
  id: 12,
  name: "Lange Nacht",
  subline: null,
  slug: "lange-nacht",
  url: "/de/kalender/lange-nacht/12",
  date_start: "2026-03-14T18:30:00Z",
  date_end: null,
  room: "Saal 3",
  exhibition_type: null,
  image: null,
  ticket_url: null,
  is_free: false,
};

const render = async (lang: Locale, fields: Record<string, unknown> = {}) => {
  const module = eventList.schema.parse({ id: "e1", type: "event_list", headline: "Demnächst", ...fields });
  const node = await EventListRender({ module, ctx: { lang, t: getT(lang), now: new Date("2026-03-11T09:15:00Z") } });
  return renderToStaticMarkup(<>{node}</>);
};

describe("event_list render", () => {
  beforeEach(() => getUpcomingEvents.mockReset());

  it("lists each event with its Berlin date and time, name, room and link", async () => {
    getUpcomingEvents.mockResolvedValue([event]);
    const html = await render("de");
    expect(html).toContain('<time dateTime="2026-03-14T18:30:00Z">');
    expect(html).toContain("Sa., 14. März 2026");
    expect(html).toContain("19:30 Uhr");
    expect(html).toContain('<a href="/de/kalender/lange-nacht/12"');
    expect(html).toContain("Saal 3");
    expect(html).toContain('href="/de/kalender"');
    expect(getUpcomingEvents).toHaveBeenCalledWith("de", expect.objectContaining({ from: "2026-03-11T09:15:00.000Z" }));
  });

  it("marks Latin date names as Latin for screen readers, keeping the page's time", async () => {
    getUpcomingEvents.mockResolvedValue([event]);
    const html = await render("en", { date_names: "la" });
    expect(html).toContain('<span lang="la">Sat., 14. Martii 2026</span>');
    expect(html).toContain("19:30");
    expect(html).not.toContain("Uhr");
  });

  it("shows the empty state in each language, still with the calendar link", async () => {
    getUpcomingEvents.mockResolvedValue([]);
    expect(await render("de")).toContain("Leider gibt es keine bevorstehenden Veranstaltungen.");
    const en = await render("en");
    expect(en).toContain("Unfortunately, there are no upcoming events.");
    expect(en).toContain('href="/en/kalender"');
  });

  it("does not read at all when the chosen dates are over", async () => {
    const html = await render("de", { date_to: "2026-03-01" });
    expect(getUpcomingEvents).not.toHaveBeenCalled();
    expect(html).toContain("Leider gibt es keine bevorstehenden Veranstaltungen.");
  });
});
