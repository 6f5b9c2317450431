"use client";

import { loadOnRender } from "@/site/load-on-render";

/**
 * The module form (./module-modal.tsx): react-hook-form, the schema resolver and every field
 * widget are needed once an editor opens a module, not to show the page, so they load then.
 */
export const ModuleModal = loadOnRender(() => import("./module-modal").then((module) => module.ModuleModal));
