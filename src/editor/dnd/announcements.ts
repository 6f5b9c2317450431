import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import type { Locale } from "@schemas/rules/localized";
import { editorText } from "../i18n";

/**
 * The live region's texts in the page language; `nameOf` turns a dnd id into what an editor
 * reads (a column with the place in it the drag is at).
 */
export function editorAnnouncements(lang: Locale, nameOf: (id: string | number) => string): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const text = (key: Parameters<typeof editorText>[1], item: string | number, target?: string | number) =>
    editorText(lang, key, { item: nameOf(item), target: target === undefined ? "" : nameOf(target) });
  return {
    screenReaderInstructions: { draggable: editorText(lang, "toolbar_help") },
    announcements: {
      onDragStart: ({ active }) => text("dnd_pick", active.id),
      onDragOver: ({ active, over }) => (over ? text("dnd_over", active.id, over.id) : text("dnd_outside", active.id)),
      // A step to another gap of the same column changes no drop target, only the place in it.
      onDragMove: ({ active, over }) => (over ? text("dnd_over", active.id, over.id) : undefined),
      onDragEnd: ({ active, over }) => (over ? text("dnd_drop", active.id, over.id) : text("dnd_nowhere", active.id)),
      onDragCancel: ({ active }) => text("dnd_cancel", active.id),
    },
  };
}
