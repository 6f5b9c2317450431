import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import type { RenderContext } from "@modules/render-types";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";

/** A renderer's context for tests: real translations, a fixed clock. */
export const renderContext = (lang: Locale = "de", now = new Date("2026-03-01T10:00:00Z")): RenderContext => ({ lang, t: getT(lang), now });

/**
 * The HTML of a renderer's output; renderers may be async server components. Rendered to the
 * end of every suspense, as a page's prerender is: the parts a renderer loads with
 * next/dynamic (sliders, forms) are in it.
 */
export async function renderHtml(output: ReactNode | Promise<ReactNode>): Promise<string> {
  const { prelude } = await prerender(await output);
  return new Response(prelude).text();
}
