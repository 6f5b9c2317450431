import { z } from "zod";
import { field, l } from "../rules/field";
import { URL_MAX } from "./common";
import { safeString } from "../rules/safe-text";

/** A URL that answered 404, posted by the error page (POST /api/dashboard-error-log/). */
export const createErrorLogSchema = z.object({
  url: field(safeString({ error: "required" }).trim().min(1, { error: "required" }).max(URL_MAX, { error: "too_long" }), {
    label: l("URL", "URL"),
    widget: "url",
  }),
});
export type CreateErrorLogInput = z.input<typeof createErrorLogSchema>;
