import { z } from "zod";
import { isHttpUrl } from "./http-url";

export { isExternalLink, isHttpUrl } from "./http-url";

/**
 * A link target an editor may enter: a site path ("/de/besuch"), an in-page anchor
 * ("#tickets"), a mailto:/tel: link, or an absolute http(s) URL.
 */
export const linkSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required", abort: true })
  .max(2048, { error: "too_long" })
  .refine((value) => /^(\/(?!\/)|#|mailto:|tel:)/.test(value) || isHttpUrl(value), { error: "invalid_url" });

export const httpUrlSchema = z.string({ error: "required" }).trim().min(1, { error: "required", abort: true }).refine(isHttpUrl, { error: "invalid_url" });
