import { describe, expect, it } from "vitest";
import { stickyBooking } from "@/site/sticky/sticky-booking";

const none = { widgetId: null, linkHref: null, productionDates: false };

describe("sticky booking button (001 §2, §5)", () => {
  it("is 'Dates and Tickets' to #datesAndTickets on production pages", () => {
    expect(stickyBooking({ ...none, productionDates: true })).toEqual({ kind: "link", href: "#datesAndTickets", label: "dates" });
  });

  it("opens the page's widget on event pages that book here", () => {
    expect(stickyBooking({ ...none, widgetId: "event-7", linkHref: "https://shop.example/e/7" })).toEqual({ kind: "widget", widgetId: "event-7" });
  });

  it("links to the ticket_url when the event books elsewhere", () => {
    expect(stickyBooking({ ...none, linkHref: "https://shop.example/e/7" })).toEqual({ kind: "link", href: "https://shop.example/e/7", label: "book" });
  });

  it("is absent without a marked button (free-only events, the flag off, other pages)", () => {
    expect(stickyBooking(none)).toBeNull();
  });
});
