import { describe, expect, it } from "vitest";
import { CART_ERROR } from "@schemas/api/shop-cart";
import { ShopError } from "@/server/shop/adapter";
import { isUnavailableState, RETRYABLE_STATES, ShopUnavailableError, sqlState } from "@/server/shop/errors";
import { shopRefusal } from "@/server/shop/http";
import { lockOrder } from "@/server/shop/builtin/locks";
import { cartUrlFor, notEnoughSeats } from "@/server/shop/refusals";

describe("shop refusals over HTTP", () => {
  it("answers -214 as 409 and -204 as 422 with the spec's English detail", async () => {
    const seats = shopRefusal(notEnoughSeats())!;
    expect([seats.status, await seats.json()]).toEqual([409, { code: -214, detail: "Not enough (connected) seats found." }]);
    const none = shopRefusal(new ShopError(CART_ERROR.noReservation, "No current reservation."))!;
    expect(none.status).toBe(422);
    expect(none.headers.get("cache-control")).toBe("no-store");
  });

  it("answers a busy shop with 503 JSON and Retry-After, and leaves other errors to the handler", async () => {
    const busy = shopRefusal(new ShopUnavailableError())!;
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("2");
    expect((await busy.json()).code).toBe(503);
    expect(shopRefusal(new Error("bug"))).toBeNull();
  });

  it("finds the SQLSTATE also inside a wrapped driver error", () => {
    const wrapped = Object.assign(new Error("query failed"), { cause: Object.assign(new Error("canceling statement due to lock timeout"), { code: "55P03" }) });
    expect(sqlState(wrapped)).toBe("55P03");
    expect(RETRYABLE_STATES.has(sqlState(wrapped)!)).toBe(true);
    expect(sqlState(Object.assign(new Error("net"), { code: "ECONNRESET" }))).toBeNull();
    expect([isUnavailableState("08006"), isUnavailableState("53300"), isUnavailableState("23505")]).toEqual([true, true, false]);
  });

  it("locks units in one fixed order without duplicates, so two buyers never deadlock", () => {
    expect(lockOrder([{ kind: "slot", id: 2 }, { kind: "group", id: 9 }, { kind: "group", id: 3 }, { kind: "slot", id: 2 }])).toEqual([
      { kind: "group", id: 3 }, { kind: "group", id: 9 }, { kind: "slot", id: 2 },
    ]);
  });

  it("points the cart at the webshop page in the visitor's language", () => {
    expect([cartUrlFor("de"), cartUrlFor("en")]).toEqual(["/webshop/", "/webshop/?lang=en"]);
  });
});
