import { describe, expect, it } from "vitest";
import { bookingTexts } from "@/site/booking/booking-texts";
import { summaryLine, summaryText } from "@/site/booking/summary-text";

describe("summary texts (001 §8)", () => {
  const en = bookingTexts("en");
  const de = bookingTexts("de");

  it("explains -214 and -204 with the webshop advice and 'Error {code}'", () => {
    expect(summaryText(en, { ok: false, code: -214 })).toEqual({
      heading: "Unfortunately, that didn't work.",
      message: "Not enough (connected) seats found.",
      advice: "Please buy your tickets in the webshop.",
      code: "Error -214",
    });
    expect(summaryText(en, { ok: false, code: -204 }).message).toBe("No current reservation.");
    expect(summaryText(de, { ok: false, code: -214 }).code).toBe("Fehler -214");
  });

  it("reads as one sentence sequence in the live region", () => {
    expect(summaryLine(summaryText(en, { ok: false, code: -204 }))).toBe("Unfortunately, that didn't work. No current reservation. Please buy your tickets in the webshop. Error -204");
  });

  it("answers any other failure generically, with the code only when there is one", () => {
    expect(summaryText(en, { ok: false, code: 500 })).toMatchObject({ message: en.error_generic, code: "Error 500" });
    expect(summaryText(en, { ok: false, code: null }).code).toBeNull();
  });

  it("counts the cart's tickets on success, singular and plural", () => {
    expect(summaryText(en, { ok: true, response: { tickets_quantity: 1, cart_url: "/webshop/" } }).message).toBe("Your cart holds 1 ticket, reserved for you for 15 minutes.");
    expect(summaryLine(summaryText(de, { ok: true, response: { tickets_quantity: 3, cart_url: "/webshop/" } }))).toBe("Ihre Karten sind reserviert. Im Warenkorb liegen 3 Karten, für 15 Minuten für Sie reserviert.");
  });
});
