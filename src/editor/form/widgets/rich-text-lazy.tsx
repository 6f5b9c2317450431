"use client";

import { loadOnRender } from "@/site/load-on-render";

/**
 * The rich-text field (./rich-text.tsx). tiptap and ProseMirror are the largest part of the
 * editor's code and only a form with such a field needs them: they load when it first opens.
 */
export const RichText = loadOnRender(() => import("./rich-text").then((module) => module.RichText));
