import type { EditorAction } from "../state/reducer";
import type { EditorState } from "../state/types";
import { inPositionOrder, redoStep, undoStep } from "../state/history";
import { locateModule, sectionIndex } from "../state/tree";
import type { SectionOwner } from "../state/owner";
import type { EditorApi } from "./editor-api";

/**
 * Save one editor change through the API (000 §7): each action is one call, which the server
 * validates and keeps as a new page version. `before` is the state the action was applied to;
 * `owner` is the page or entity whose sections these are. Each call names the sections it
 * changes, so it carries the versions the editor saw of them (a colleague's newer change
 * answers 409 instead of being overwritten).
 */
export async function persist(api: EditorApi, owner: SectionOwner, action: EditorAction, before: EditorState): Promise<void> {
  const holder = (id: string) => {
    const at = locateModule(before.sections, id);
    return at ? [before.sections[at.section]!.id] : [];
  };
  switch (action.type) {
    case "add-module":
      await api("POST", "module/", { ...action.module, section: action.section, column: action.column, position: action.position }, [action.section]);
      return;
    case "move-module":
      await api("PATCH", `module/${encodeURIComponent(action.id)}/`, { section: action.section, column: action.column, position: action.position },
        [...holder(action.id), action.section]);
      return;
    case "update-module":
      await api("POST", `module/${encodeURIComponent(action.module.id)}/`, action.module, holder(action.module.id));
      return;
    case "remove-module":
      await api("DELETE", `module/${encodeURIComponent(action.id)}/`, undefined, holder(action.id));
      return;
    case "add-section":
      await api("POST", "section/", { ...action.section, ...owner, position: action.position });
      return;
    case "move-section":
      await api("PATCH", `section/${encodeURIComponent(action.id)}/`, { position: action.position }, [action.id]);
      return;
    case "update-section": {
      const { type: _type, id, ...patch } = action;
      await api("PATCH", `section/${encodeURIComponent(id)}/`, patch, [id]);
      return;
    }
    case "remove-section":
      await api("DELETE", `section/${encodeURIComponent(action.id)}/`, undefined, [action.id]);
      return;
    case "undo":
    case "redo": {
      // Each section of the step goes back as it was, through the same section calls as any
      // edit (the server keeps it as a new version): replaced, created again or deleted. The
      // versions it carries are the ones this editor's last save left: a colleague's change
      // since answers 409, so undo never restores over it.
      const step = action.type === "undo" ? undoStep(before) : redoStep(before);
      for (const { slug, section, position } of inPositionOrder(step)) {
        const exists = sectionIndex(before.sections, slug) >= 0;
        const path = `section/${encodeURIComponent(slug)}/`;
        if (!section) {
          if (exists) await api("DELETE", path, undefined, [slug]);
        } else if (exists) await api("POST", path, { ...section, position }, [slug]);
        else await api("POST", "section/", { ...section, ...owner, position });
      }
      return;
    }
    case "load":
    case "restore-history":
    case "reload-sections":
      return;
  }
}
