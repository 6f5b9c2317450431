/** What the editor's own keys (besides undo and redo, see use-undo-shortcuts.ts) ask for. */
export type EditorShortcut = "delete" | "duplicate" | "move-up" | "move-down" | "toolbar" | "palette" | "help";

type KeyPress = Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">;

/**
 * The key press's command: Delete or Backspace deletes, Ctrl (Cmd on macOS) + D duplicates,
 * Alt + arrow up or down moves, Alt + T goes to the toolbar (the palette's first kind), Alt + M
 * to the palette's search, "?" opens the help. "?" is a single character key, which WCAG 2.1.4
 * lets an editor turn off (`characterKeys`). Alt + T and Alt + M are read by their key
 * position: Option + T types "†" on a Mac.
 */
export function shortcutOf(event: KeyPress, mac: boolean, characterKeys = true): EditorShortcut | null {
  const command = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
  if (plain && !event.shiftKey && (event.key === "Delete" || event.key === "Backspace")) return "delete";
  if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "d") return "duplicate";
  if (event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
    if (event.key === "ArrowUp") return "move-up";
    if (event.key === "ArrowDown") return "move-down";
    if (event.code === "KeyT") return "toolbar";
    if (event.code === "KeyM") return "palette";
  }
  if (plain && characterKeys && event.key === "?") return "help";
  return null;
}
