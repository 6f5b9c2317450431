import "server-only";
import { createHash } from "node:crypto";
import type { ContentModule, SectionData } from "@modules/registry";
import type { RenderContext } from "@modules/render-types";
import { RenderModule } from "@/site/content/render-sections";
import type { ModuleView } from "@/editor/canvas/views";
import { moduleIssues } from "@/server/content/outdated-modules";
import { isKeptOutdated } from "@/server/content/sections";
import { OutdatedModule } from "./outdated-module";

/**
 * The visitor's rendering of each module for the editor, keyed by a hash of the module's
 * content: after a save's refresh the editor keeps the renderings whose key is unchanged, so
 * only the changed module re-renders on a big page. A stored module the read kept although it
 * fails today's rules is shown with its errors instead (its renderer expects valid content);
 * the others were checked by the read and are not checked again.
 */
export function renderedViews(sections: SectionData[], ctx: RenderContext): Record<string, ModuleView> {
  const views: Record<string, ModuleView> = {};
  for (const section of sections) {
    for (const column of section.columns) {
      for (const module of column.children) views[module.id] = renderedView(module, ctx);
    }
  }
  return views;
}

/** One module's rendering for the editor and its content key (the live preview renders one). */
export function renderedView(module: ContentModule, ctx: RenderContext): ModuleView {
  const key = createHash("sha1").update(JSON.stringify(module)).digest("base64url");
  const issues = isKeptOutdated(module) ? moduleIssues(module) : [];
  const view = issues.length ? <OutdatedModule module={module} issues={issues} lang={ctx.lang} /> : <RenderModule module={module} ctx={ctx} />;
  return { key, view };
}
