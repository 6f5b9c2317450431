import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { RenderContext } from "@modules/render-types";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";

/** A renderer's context for tests: real translations, a fixed clock. */
export const renderContext = (lang: Locale = "de", now = new Date("2026-03-01T10:00:00Z")): RenderContext => ({ lang, t: getT(lang), now });

/** The HTML of a renderer's output; renderers may be async server components. */
export const renderHtml = async (output: ReactNode | Promise<ReactNode>) => renderToString(await output);
