import type { EditorAction } from "../state/reducer";
import type { ContentModule, SectionData } from "../state/types";
import { locateModule } from "../state/tree";
import { freshModule } from "../clipboard/clipboard";

export type ModuleCommand = "delete" | "duplicate" | "move-up" | "move-down";

export interface CommandResult {
  action: EditorAction;
  /** The module whose handle has the focus afterwards (none: the column keeps it). */
  focus: string | null;
  /** The module's place in its column afterwards, counted from 1 (for the announcement). */
  place: number;
}

/**
 * What a module shortcut does to the module: delete it (the focus goes to the module after
 * it, else the one before), duplicate it right after itself (the copy gets the focus), move
 * it one place up or down in its column (nothing at the column's ends).
 */
export function moduleCommand(sections: readonly SectionData[], id: string, command: ModuleCommand, newId?: () => string): CommandResult | null {
  const at = locateModule(sections, id);
  if (!at) return null;
  const section = sections[at.section]!;
  const children: readonly ContentModule[] = section.columns[at.column]!.children;
  const place = { section: section.id, column: at.column };
  switch (command) {
    case "delete": {
      const next = children[at.position + 1] ?? children[at.position - 1] ?? null;
      return { action: { type: "remove-module", id }, focus: next?.id ?? null, place: at.position + 1 };
    }
    case "duplicate": {
      const copy = freshModule(at.module, newId);
      return { action: { type: "add-module", ...place, position: at.position + 1, module: copy }, focus: copy.id, place: at.position + 2 };
    }
    case "move-up":
    case "move-down": {
      const position = at.position + (command === "move-up" ? -1 : 1);
      if (position < 0 || position >= children.length) return null;
      return { action: { type: "move-module", id, ...place, position }, focus: id, place: position + 1 };
    }
  }
}
