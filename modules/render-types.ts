import type { ReactNode } from "react";
import type { z } from "zod";
import type { Locale } from "@schemas/rules/localized";
import type { TFunction } from "@/i18n/translate";

/** What every renderer gets besides its module: the page language and the clock. */
export interface RenderContext {
  lang: Locale;
  t: TFunction;
  /** One instant per page render, so publication windows agree across modules. */
  now: Date;
}

export type ModuleProps<D extends { schema: z.ZodType }> = { module: z.output<D["schema"]>; ctx: RenderContext };

export type ModuleRenderer<D extends { schema: z.ZodType }> = (props: ModuleProps<D>) => ReactNode | Promise<ReactNode>;
