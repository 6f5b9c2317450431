import type { ReactNode } from "react";
import type { ContentModule, SectionData } from "@modules/registry";
import { renderers } from "@modules/renderers";
import type { RenderContext } from "@modules/render-types";
import { SectionRender } from "@modules/section/render";

type AnyRenderer = (props: { module: ContentModule; ctx: RenderContext }) => ReactNode | Promise<ReactNode>;

/** One module through the registry; a type without a renderer shows nothing to a visitor. */
export function RenderModule({ module, ctx }: { module: ContentModule; ctx: RenderContext }) {
  // The renderer map is typed per key; indexing it with a union loses the pairing of a module
  // with its renderer, which the map's type already guarantees.
  const Render = renderers[module.type] as AnyRenderer | undefined;
  return Render ? <Render module={module} ctx={ctx} /> : null;
}

/** A page's (or an entity's) sections with their columns and modules. */
export function RenderSections({ sections, ctx }: { sections: SectionData[]; ctx: RenderContext }) {
  return sections.map((section) => (
    <SectionRender
      key={section.id}
      section={section}
      ctx={ctx}
      columns={section.columns.map((column) => column.children.map((module) => <RenderModule key={module.id} module={module} ctx={ctx} />))}
    />
  ));
}
