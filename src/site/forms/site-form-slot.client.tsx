"use client";

import { loadOnFirstUse } from "../load-on-first-use";

/** A site form whose script (react-hook-form, later zod) loads when a visitor first uses it. */
export const SiteFormSlot = loadOnFirstUse(() => import("./site-form.client").then((module) => module.SiteForm));
