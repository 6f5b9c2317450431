import { describe, expect, it } from "vitest";
import { shortcutOf } from "./shortcut-of";

const press = (key: string, extra: Partial<{ code: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) =>
  ({ key, code: extra.code ?? "", ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...extra });

describe("editor shortcuts", () => {
  it("reads delete, duplicate, move, toolbar, palette search and help", () => {
    expect(shortcutOf(press("Delete"), false)).toBe("delete");
    expect(shortcutOf(press("Backspace"), true)).toBe("delete");
    expect(shortcutOf(press("d", { ctrlKey: true }), false)).toBe("duplicate");
    expect(shortcutOf(press("d", { metaKey: true }), true)).toBe("duplicate");
    expect(shortcutOf(press("ArrowUp", { altKey: true }), false)).toBe("move-up");
    expect(shortcutOf(press("ArrowDown", { altKey: true }), true)).toBe("move-down");
    expect(shortcutOf(press("†", { altKey: true, code: "KeyT" }), true)).toBe("toolbar");
    expect(shortcutOf(press("m", { altKey: true, code: "KeyM" }), false)).toBe("palette");
    expect(shortcutOf(press("µ", { altKey: true, code: "KeyM" }), true)).toBe("palette");
    expect(shortcutOf(press("?", { shiftKey: true }), false)).toBe("help");
  });

  it("leaves other keys and the platform's other modifier alone", () => {
    expect(shortcutOf(press("ArrowUp"), false)).toBeNull();
    expect(shortcutOf(press("d"), false)).toBeNull();
    expect(shortcutOf(press("d", { metaKey: true }), false)).toBeNull();
    expect(shortcutOf(press("d", { ctrlKey: true }), true)).toBeNull();
    expect(shortcutOf(press("Delete", { ctrlKey: true }), false)).toBeNull();
    expect(shortcutOf(press("z", { ctrlKey: true }), false)).toBeNull();
  });

  it("drops the single-key help when character key shortcuts are turned off", () => {
    expect(shortcutOf(press("?", { shiftKey: true }), false, false)).toBeNull();
  });
});
