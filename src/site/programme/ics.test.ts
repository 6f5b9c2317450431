import { describe, expect, it } from "vitest";
import { buildIcs, plainText } from "./ics";

describe("ics", () => {
  const base = { uid: "event-12@museum", title: "Führung; Teil 1, Abend", start: "2030-03-01T18:30:00.000Z", end: null, url: "https://x/de/kalender/a/12", description: "", location: "Saal 1" };
  it("writes UTC times, a default end and escapes text", () => {
    const ics = buildIcs(base, new Date("2030-01-01T00:00:00Z"));
    expect(ics).toContain("DTSTART:20300301T183000Z\r\n");
    expect(ics).toContain("DTEND:20300301T203000Z\r\n");
    expect(ics).toContain("SUMMARY:Führung\\; Teil 1\\, Abend\r\n");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).not.toContain("DESCRIPTION");
  });
  it("folds long lines at 75 octets", () => {
    const ics = buildIcs({ ...base, description: "ä".repeat(100) });
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain("\r\n ");
  });
  it("turns HTML into text", () => {
    expect(plainText("<p>Eins &amp; zwei</p><p>drei</p>")).toBe("Eins & zwei\ndrei");
  });
});
