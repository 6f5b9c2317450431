import { describe, expect, it } from "vitest";
import { createViewStore } from "./views";

describe("the view store's previews", () => {
  const saved = { a: { key: "a1", view: "saved a" }, b: { key: "b1", view: "saved b" } };

  it("shows a preview over the saved rendering and the saved one again once it is taken back", () => {
    const store = createViewStore(saved);
    const told: string[] = [];
    store.subscribe("a", () => told.push("a"));
    store.subscribe("b", () => told.push("b"));
    store.preview("a", "typed a");
    expect([store.get("a"), store.get("b")]).toEqual(["typed a", "saved b"]);
    store.preview("a", null);
    expect(store.get("a")).toBe("saved a");
    // Taking back a preview that is not there tells nobody.
    store.preview("b", null);
    expect(told).toEqual(["a", "a"]);
  });

  it("keeps a preview through a refresh that leaves its module as it was, and drops it for the module's new rendering", () => {
    const store = createViewStore(saved);
    store.preview("a", "typed a");
    store.set({ a: { key: "a1", view: "same a again" }, b: { key: "b2", view: "new b" } });
    expect([store.get("a"), store.get("b")]).toEqual(["typed a", "new b"]);
    store.set({ a: { key: "a2", view: "saved typed a" } });
    expect(store.get("a")).toBe("saved typed a");
    store.preview("a", null);
    expect(store.get("a")).toBe("saved typed a");
  });
});
