import { z } from "zod";
import { field, l } from "../rules/field";
import { isHttpUrl } from "../rules/link";
import { URL_MAX } from "./common";

/** A site path: one leading slash, no scheme-relative "//", no whitespace. */
export const SITE_PATH_PATTERN = /^\/(?!\/)\S*$/;

const sitePath = z.string({ error: "required" }).trim().min(1, { error: "required", abort: true }).max(URL_MAX, { error: "too_long" });

/** Answered with 301 when a visitor's path equals old_path (spec 000 §8). */
export const createRedirectSchema = z.object({
  old_path: field(sitePath.regex(SITE_PATH_PATTERN, { error: "invalid_url" }), {
    label: l("Alter Pfad", "Old path"),
    widget: "text",
    placeholder: l("/de/alte-seite", "/en/old-page"),
  }),
  new_path: field(
    sitePath.refine((value) => SITE_PATH_PATTERN.test(value) || isHttpUrl(value), { error: "invalid_url" }),
    { label: l("Neuer Pfad oder URL", "New path or URL"), widget: "link" },
  ),
});
export type CreateRedirectInput = z.input<typeof createRedirectSchema>;
export const updateRedirectSchema = createRedirectSchema.partial();
