// Relative, not by alias: next.config.ts loads this file (through the security headers).
import { isHttpUrl } from "../../schemas/rules/http-url";
import type { consent } from "@/i18n/resources/de/consent";

/**
 * The external services the site may load, grouped by the consent categories of 000 §9. The
 * embed allowlists (schemas/rules/embeds.ts), the consent gates and the cookie manager all
 * lean on this list, so a new embed host needs a service here before a visitor can allow it.
 * Purposes are translated (i18n namespace "consent", key services.<id>); the cookie names are
 * what the provider documents and are shown to the visitor as they are.
 */
export const CONSENT_CATEGORIES = ["required", "tracking", "external_media", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface Service {
  /** Also the key of its purpose text: a service without one fails the type check. */
  id: keyof typeof consent.services;
  /** Shown to the visitor ("Dieser Inhalt wird von YouTube bereitgestellt"). */
  name: string;
  category: ConsentCategory;
  /** Hosts the service loads from; subdomains (www., player., open. ...) match too. */
  hosts: readonly string[];
  /** Cookie names the service sets (a trailing * stands for a family, e.g. _ga_*). */
  cookies: readonly string[];
}

export const SERVICES = [
  // The site itself: what it needs to work (consent, login, CSRF, cart, dismissed alert).
  { id: "site", name: "Website", category: "required", hosts: [], cookies: ["cookie_consent", "csrftoken", "sessionid", "cart_amount", "cart_url", "top-alert-noeku"] },

  { id: "google_analytics", name: "Google Analytics", category: "tracking", hosts: ["google-analytics.com", "analytics.google.com"], cookies: ["_ga", "_ga_*", "_gid"] },
  { id: "google_ads", name: "Google Ads", category: "tracking", hosts: ["googleadservices.com", "doubleclick.net"], cookies: ["_gcl_au", "IDE"] },
  { id: "meta_pixel", name: "Meta Pixel", category: "tracking", hosts: ["connect.facebook.net"], cookies: ["_fbp", "fr"] },
  { id: "hubspot_tracking", name: "HubSpot Analytics", category: "tracking", hosts: ["hs-scripts.com", "hs-analytics.net"], cookies: ["__hstc", "__hssc", "__hssrc", "hubspotutk"] },

  { id: "youtube", name: "YouTube", category: "external_media", hosts: ["youtube.com", "youtu.be", "youtube-nocookie.com"], cookies: ["VISITOR_INFO1_LIVE", "YSC", "PREF"] },
  { id: "vimeo", name: "Vimeo", category: "external_media", hosts: ["vimeo.com"], cookies: ["vuid", "__cf_bm"] },
  { id: "soundcloud", name: "SoundCloud", category: "external_media", hosts: ["soundcloud.com"], cookies: ["sc_anonymous_id"] },
  { id: "spotify", name: "Spotify", category: "external_media", hosts: ["spotify.com"], cookies: ["sp_t", "sp_landing"] },
  { id: "podigee", name: "Podigee", category: "external_media", hosts: ["podigee.io"], cookies: [] },
  { id: "mixcloud", name: "Mixcloud", category: "external_media", hosts: ["mixcloud.com"], cookies: ["mx_t"] },
  { id: "issuu", name: "Issuu", category: "external_media", hosts: ["issuu.com"], cookies: ["iutk"] },
  { id: "sketchfab", name: "Sketchfab", category: "external_media", hosts: ["sketchfab.com"], cookies: ["sb_uid"] },
  { id: "matterport", name: "Matterport", category: "external_media", hosts: ["matterport.com"], cookies: [] },
  { id: "instagram", name: "Instagram", category: "external_media", hosts: ["instagram.com"], cookies: ["ig_did", "mid", "csrftoken"] },
  { id: "facebook", name: "Facebook", category: "external_media", hosts: ["facebook.com"], cookies: ["datr", "fr", "sb"] },
  { id: "x", name: "X", category: "external_media", hosts: ["x.com", "twitter.com"], cookies: ["guest_id", "personalization_id"] },
  { id: "tiktok", name: "TikTok", category: "external_media", hosts: ["tiktok.com"], cookies: ["ttwid", "tt_chain_token"] },
  { id: "hubspot", name: "HubSpot", category: "external_media", hosts: ["hsforms.net", "hsforms.com", "hubspot.com"], cookies: ["__cf_bm"] },
  // Any other host an HTML snippet loads from (src/contracts/snippet-services.ts): nobody
  // has vetted it, so it waits for consent like the media above. "HTML" is the module's name
  // in both languages; the placeholder names the hosts themselves.
  { id: "other_media", name: "HTML", category: "external_media", hosts: [], cookies: [] },

  { id: "linkedin_insight", name: "LinkedIn Insight Tag", category: "marketing", hosts: ["licdn.com", "ads.linkedin.com"], cookies: ["li_fat_id", "bcookie", "lidc"] },
] as const satisfies readonly Service[];

export type ServiceId = (typeof SERVICES)[number]["id"];
/** A service whose content is embedded in a page (video, audio, viewer, social, forms). */
export type EmbedService = Extract<(typeof SERVICES)[number], { category: "external_media" }>;

const matchesHost = (host: string, allowed: string) => host === allowed || host.endsWith(`.${allowed}`);

export function serviceById(id: ServiceId): Service {
  return SERVICES.find((service) => service.id === id)!;
}

export const isServiceId = (id: string): id is ServiceId => SERVICES.some((service) => service.id === id);

export const servicesInCategory = (category: ConsentCategory): readonly Service[] =>
  SERVICES.filter((service) => service.category === category);

/** The service of any category that loads from this host (lower case), if one does. */
export const serviceForHost = (host: string): Service | undefined =>
  SERVICES.find((service) => service.hosts.some((allowed) => matchesHost(host, allowed)));

const isEmbedService = (service: (typeof SERVICES)[number]): service is EmbedService => service.category === "external_media";

/** The embed service an URL loads from, or undefined for a URL no embed service covers. */
export function serviceForUrl(url: string): EmbedService | undefined {
  if (!isHttpUrl(url)) return undefined;
  const host = new URL(url).hostname.toLowerCase();
  return SERVICES.filter(isEmbedService).find((service) => service.hosts.some((allowed) => matchesHost(host, allowed)));
}
