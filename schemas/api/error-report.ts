import { z } from "zod";
import { safeString } from "../rules/safe-text";

/**
 * The failures the spec sends to an error-reporting service (000 §8, 001 §8). The browser's
 * share goes through POST /api/error-reports/; the server reports its own directly.
 */
export const REPORT_KINDS = ["cart_failure", "autocomplete_failure", "settings_error", "invalid_event_query", "custom_error_html"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_MESSAGE_MAX = 500;

/** What the browser may send: a kind, a short message, a few named numbers and the path, nothing a visitor typed. */
export const clientReportSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: "invalid_choice" }),
  message: safeString().max(REPORT_MESSAGE_MAX, { error: "too_long" }).optional(),
  /** HTTP status or the shop's error code. */
  status: z.number().int().min(-100_000).max(100_000).optional(),
  code: z.number().int().min(-100_000).max(100_000).optional(),
  /** The page's path, without the query (a mailed link's token lives there). */
  path: safeString().max(2048, { error: "too_long" }).regex(/^\/[^?#]*$/, { error: "invalid" }).optional(),
});
export type ClientReport = z.infer<typeof clientReportSchema>;
