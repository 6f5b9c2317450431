import { describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import type { CartView, Order } from "@schemas/api/shop-cart";
import { CartClient } from "@/site/webshop/cart.client";
import { NoPaymentNotice } from "@/site/webshop/no-payment-notice";
import { OrderConfirmation } from "@/site/webshop/order-confirmation";
import { webshopTexts } from "@/site/webshop/webshop-texts";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {} }) }));

const position = {
  id: 7,
  event: { id: 3, name: "Nachtführung", url: "/de/kalender/nachtfuehrung/3", date_start: "2026-11-21T18:30:00Z" },
  seat_group: "Parkett",
  time_start: "2026-11-21T19:00:00Z",
  price_name: "Vollpreis",
  price: "12.50",
  quantity: 2,
  expires_at: "2026-11-21T12:15:00Z",
};
const cart: CartView = { positions: [position], tickets_quantity: 2, total: "25.00", expires_at: "2026-11-21T12:15:00Z" };
const empty: CartView = { positions: [], tickets_quantity: 0, total: "0.00", expires_at: null };
const now = Date.parse("2026-11-21T12:00:00Z");

const render = (view: CartView, lang: "de" | "en" = "de") => renderToString(
  <CartClient initial={view} lang={lang} prefix="/webshop" texts={webshopTexts(lang)} serverNow={now} calendarHref={`/${lang}/kalender`}
    paymentNotice={<NoPaymentNotice texts={webshopTexts(lang)} />} />,
);

describe("the cart as the server renders it", () => {
  it("lists the position with event link, Berlin date and slot, seat group, price and sum", () => {
    const html = render(cart);
    expect(html).toContain('<a href="/de/kalender/nachtfuehrung/3">Nachtführung</a>');
    expect(html).toContain("Sa., 21. Nov. 2026, 19:30 Uhr");
    expect(html).toContain("20:00 Uhr");
    expect(html).toContain("Parkett");
    expect(html).toMatch(/Vollpreis(<!-- -->)?: (<!-- -->)?12,50 €/);
    expect(html).toMatch(/Gesamt<\/span> <strong>25 €<\/strong>/);
    expect(html).toContain("2 Tickets im Warenkorb");
  });

  it("labels each control with its line and counts down from the server's clock", () => {
    const html = render(cart);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Anzahl<span class="visually-hidden">: (<!-- -->)?Nachtführung(<!-- -->)?, (<!-- -->)?Vollpreis<\/span><\/label><input id="\1" type="number"/);
    expect(html).toMatch(/<button type="button"[^>]*>Entfernen<span class="visually-hidden">/);
    expect(html).toMatch(/role="timer"[^>]*><time dateTime="PT15M0S">15:00<\/time>/);
    expect(html).toMatch(/<p role="status" class="visually-hidden"><\/p>/);
  });

  it("says plainly that no payment is taken, and asks for name and e-mail with labels", () => {
    const html = render(cart, "en");
    expect(html).toContain("Payment at the box office");
    expect(html).toContain("This webshop takes no payment.");
    expect(html).toMatch(/<label for="([^"]+-name)">Name<\/label><input id="\1"[^>]*name="name"/);
    expect(html).toMatch(/<label for="([^"]+-email)">E-mail address<\/label><input id="\1"(?=[^>]*name="email")(?=[^>]*type="email")/);
  });

  it("shows the empty cart with a way to the calendar, and no form", () => {
    const html = render(empty, "en");
    expect(html).toContain("Your cart is empty");
    expect(html).toContain('href="/en/kalender"');
    expect(html).not.toContain("<form");
    expect(html).not.toContain('role="timer"');
  });
});

describe("the order confirmation", () => {
  it("shows the order number, the tickets and that payment is at the box office", () => {
    const { expires_at: _, ...sold } = position;
    const order: Order = { number: "M-2026-000042", name: "Ada", email: "ada@example.org", created_at: "2026-11-21T12:05:00Z", positions: [sold], tickets_quantity: 2, total: "25.00" };
    const html = renderToString(<OrderConfirmation order={order} lang="de" texts={webshopTexts("de")} calendarHref="/de/kalender" />);
    expect(html).toMatch(/Bestellnummer(<!-- -->)?: (<!-- -->)?<strong data-order-number="true">M-2026-000042<\/strong>/);
    expect(html).toContain("Bestellt von Ada (ada@example.org) am 21. November 2026.");
    expect(html).toContain("Bezahlung an der Kasse");
    expect(html).toMatch(/<strong>25 €<\/strong>/);
  });
});
