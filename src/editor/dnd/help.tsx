import type { Locale } from "@schemas/rules/localized";
import { editorText } from "../i18n";

/** The id of the keyboard instructions every module handle is described by. */
export const DND_HELP_ID = "editor-dnd-help";
/** The id of the toolbar items' instructions: click or Enter adds, Space picks up for dragging. */
export const TOOLBAR_HELP_ID = "editor-toolbar-help";

/**
 * How to drag with the keyboard, for the module handles' aria-describedby, and how to add
 * from the toolbar, for its items'. dnd-kit renders such a text for its own draggables; the
 * handles are plain buttons until armed, so they refer to this one, which is there from the start.
 */
export function DndHelp({ lang }: { lang: Locale }) {
  return (
    <>
      <p id={DND_HELP_ID} hidden>{editorText(lang, "toolbar_help")}</p>
      <p id={TOOLBAR_HELP_ID} hidden>{editorText(lang, "toolbar_add_help")}</p>
    </>
  );
}
