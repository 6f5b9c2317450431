import type { Locale } from "@schemas/rules/localized";
import { editorText } from "../i18n";

/** The id of the keyboard instructions every module handle is described by. */
export const DND_HELP_ID = "editor-dnd-help";

/**
 * How to drag with the keyboard, for the module handles' aria-describedby. dnd-kit renders
 * such a text for its own draggables; the handles are plain buttons until armed, so they
 * refer to this one, which is there from the start.
 */
export function DndHelp({ lang }: { lang: Locale }) {
  return <p id={DND_HELP_ID} hidden>{editorText(lang, "toolbar_help")}</p>;
}
