import { describe, expect, it } from "vitest";
import { shortcutOf } from "./use-undo-shortcuts";

const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) =>
  ({ key, ctrlKey: !!mods.ctrl, metaKey: !!mods.meta, shiftKey: !!mods.shift, altKey: !!mods.alt });

describe("undo shortcuts", () => {
  it("reads Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y off macOS", () => {
    expect(shortcutOf(press("z", { ctrl: true }), false)).toBe("undo");
    expect(shortcutOf(press("Z", { ctrl: true, shift: true }), false)).toBe("redo");
    expect(shortcutOf(press("y", { ctrl: true }), false)).toBe("redo");
    expect(shortcutOf(press("z", { meta: true }), false)).toBeNull();
  });

  it("reads Cmd+Z and Cmd+Shift+Z on macOS, not Ctrl", () => {
    expect(shortcutOf(press("z", { meta: true }), true)).toBe("undo");
    expect(shortcutOf(press("z", { meta: true, shift: true }), true)).toBe("redo");
    expect(shortcutOf(press("z", { ctrl: true }), true)).toBeNull();
  });

  it("ignores other keys and Alt combinations", () => {
    expect(shortcutOf(press("z"), false)).toBeNull();
    expect(shortcutOf(press("x", { ctrl: true }), false)).toBeNull();
    expect(shortcutOf(press("z", { ctrl: true, alt: true }), false)).toBeNull();
  });
});
