import "server-only";
import { createHash } from "node:crypto";
import type { SectionData } from "../../../../../../modules/registry";
import type { RenderContext } from "../../../../../../modules/render-types";
import { RenderModule } from "../../../../../site/content/render-sections";
import type { ModuleView } from "../../../../../editor/canvas/views";

/**
 * The visitor's rendering of each module for the editor, keyed by a hash of the module's
 * content: after a save's refresh the editor keeps the renderings whose key is unchanged, so
 * only the changed module re-renders on a big page.
 */
export function renderedViews(sections: SectionData[], ctx: RenderContext): Record<string, ModuleView> {
  const views: Record<string, ModuleView> = {};
  for (const section of sections) {
    for (const column of section.columns) {
      for (const module of column.children) {
        const key = createHash("sha1").update(JSON.stringify(module)).digest("base64url");
        views[module.id] = { key, view: <RenderModule module={module} ctx={ctx} /> };
      }
    }
  }
  return views;
}
