"use client";

import { loadOnRender } from "@/site/load-on-render";

/** A site form in a Forms module: its script (react-hook-form and zod) loads only where one renders. */
export const SiteFormSlot = loadOnRender(() => import("@/site/forms/site-form.client").then((module) => module.SiteForm));
