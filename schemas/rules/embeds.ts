import { z } from "zod";
import { isHttpUrl } from "./link";

/**
 * Which hosts an editor may embed, per kind. The spec keeps an older rule set beside the
 * current one; `CONTENT_RULES=legacy` switches a site that still has content made under the
 * older rules back to them. The cookie manager lists the same services (services.ts).
 */
export type EmbedKind = "video" | "audio" | "viewer" | "social";
export type RuleSet = "current" | "legacy";

export const EMBED_HOSTS: Record<RuleSet, Record<EmbedKind, readonly string[]>> = {
  current: {
    video: ["youtube.com", "youtu.be", "vimeo.com"],
    audio: ["soundcloud.com", "spotify.com", "podigee.io"],
    viewer: ["issuu.com"],
    social: ["instagram.com", "facebook.com", "x.com", "tiktok.com"],
  },
  legacy: {
    video: ["youtube.com", "youtu.be", "vimeo.com"],
    audio: ["soundcloud.com", "spotify.com", "podigee.io", "mixcloud.com"],
    viewer: ["issuu.com", "sketchfab.com", "matterport.com"],
    social: ["instagram.com", "facebook.com", "x.com", "tiktok.com"],
  },
};

export const CONTENT_RULE_SET: RuleSet = process.env.CONTENT_RULES === "legacy" ? "legacy" : "current";

/** True when the URL's host is one of the hosts or a subdomain of one (www., player., open. ...). */
export function isAllowedHost(value: string, hosts: readonly string[]): boolean {
  if (!isHttpUrl(value)) return false;
  const host = new URL(value).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The host of an embed URL, for the consent placeholder ("YouTube needs your consent"). */
export const embedHost = (value: string) => (isHttpUrl(value) ? new URL(value).hostname.replace(/^www\./, "") : "");

/** A URL whose host is on the allowlist of one embed kind (in the active rule set). */
export const embedUrlSchema = (kind: EmbedKind, ruleSet: RuleSet = CONTENT_RULE_SET) => {
  const hosts = EMBED_HOSTS[ruleSet][kind];
  return z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required", abort: true })
    .refine(isHttpUrl, { error: "invalid_url", abort: true })
    .refine((value) => isAllowedHost(value, hosts), {
      error: "domain_not_allowed",
      params: { allowed: hosts.join(", ") },
    });
};
