import { describe, expect, it } from "vitest";
import { addToCart, CART_TRIES, postCart, type CartCallDeps } from "@/site/booking/cart-call";

const payload = { quantities: [2], event_jet_id: 1007, sale_type_ids: [1], seat_group: 1 };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fake fetch answering from a script, recording each request's Idempotency-Key and body. */
function deps(script: (Response | Error)[]) {
  const calls: { url: string; key: string | null; body: string }[] = [];
  let keys = 0;
  const fake: CartCallDeps = {
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      calls.push({ url: String(input), key: headers.get("Idempotency-Key"), body: String(init?.body) });
      const next = script.shift();
      if (!next || next instanceof Error) throw next ?? new Error("no answer");
      return next;
    },
    newKey: () => `key-${++keys}`,
    wait: async () => {},
  };
  return { fake, calls };
}

describe("postCart", () => {
  it("posts the payload with the language and an Idempotency-Key", async () => {
    const { fake, calls } = deps([json(200, { tickets_quantity: 2, cart_url: "/webshop/" })]);
    expect(await postCart(payload, "en", fake)).toEqual({ ok: true, response: { tickets_quantity: 2, cart_url: "/webshop/" } });
    expect(calls[0]).toEqual({ url: "/api/shop-cart/?lang=en", key: "key-1", body: JSON.stringify(payload) });
  });

  it("retries a network failure and a running 409 with the same key", async () => {
    const { fake, calls } = deps([new TypeError("network"), json(409, { code: 409, detail: "in progress" }), json(200, { tickets_quantity: 2, cart_url: "/webshop/" })]);
    expect((await postCart(payload, "de", fake)).ok).toBe(true);
    expect(calls.map((call) => call.key)).toEqual(["key-1", "key-1", "key-1"]);
  });

  it("answers the shop's code for a refusal, without retrying", async () => {
    const { fake, calls } = deps([json(409, { code: -214, detail: "Not enough (connected) seats found." })]);
    expect(await postCart(payload, "de", fake)).toEqual({ ok: false, code: -214 });
    expect(calls).toHaveLength(1);
  });

  it("answers the HTTP status for other failures, and null when nothing came back", async () => {
    expect(await postCart(payload, "de", deps([json(403, { detail: "CSRF" })]).fake)).toEqual({ ok: false, code: 403 });
    const { fake, calls } = deps([]);
    expect(await postCart(payload, "de", fake)).toEqual({ ok: false, code: null });
    expect(calls).toHaveLength(CART_TRIES);
  });
});

describe("addToCart", () => {
  it("makes one call per seat group, each with its own key, and stops at the first refusal", async () => {
    const { fake, calls } = deps([json(200, { tickets_quantity: 2, cart_url: "/webshop/" }), json(422, { code: -204, detail: "No current reservation." })]);
    const outcome = await addToCart([payload, { ...payload, seat_group: 2 }, { ...payload, seat_group: 3 }], "de", fake);
    expect(outcome).toEqual({ ok: false, code: -204 });
    expect(calls.map((call) => call.key)).toEqual(["key-1", "key-2"]);
  });
});
