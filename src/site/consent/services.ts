import { isHttpUrl } from "../../../schemas/rules/link";

/**
 * The external services the site may load, grouped by the consent categories of 000 §9. The
 * embed allowlists (schemas/rules/embeds.ts) and the cookie manager both lean on this list, so
 * a new embed host needs a service here before a visitor can allow it.
 */
export const CONSENT_CATEGORIES = ["required", "tracking", "external_media", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface Service {
  id: string;
  /** Shown to the visitor ("Dieser Inhalt wird von YouTube bereitgestellt"). */
  name: string;
  category: ConsentCategory;
  /** Hosts the service serves embeds from; subdomains (www., player., open. ...) match too. */
  hosts: readonly string[];
}

export const SERVICES = [
  { id: "youtube", name: "YouTube", category: "external_media", hosts: ["youtube.com", "youtu.be", "youtube-nocookie.com"] },
  { id: "vimeo", name: "Vimeo", category: "external_media", hosts: ["vimeo.com"] },
  { id: "soundcloud", name: "SoundCloud", category: "external_media", hosts: ["soundcloud.com"] },
  { id: "spotify", name: "Spotify", category: "external_media", hosts: ["spotify.com"] },
  { id: "podigee", name: "Podigee", category: "external_media", hosts: ["podigee.io"] },
  { id: "mixcloud", name: "Mixcloud", category: "external_media", hosts: ["mixcloud.com"] },
  { id: "issuu", name: "Issuu", category: "external_media", hosts: ["issuu.com"] },
  { id: "sketchfab", name: "Sketchfab", category: "external_media", hosts: ["sketchfab.com"] },
  { id: "matterport", name: "Matterport", category: "external_media", hosts: ["matterport.com"] },
  { id: "instagram", name: "Instagram", category: "external_media", hosts: ["instagram.com"] },
  { id: "facebook", name: "Facebook", category: "external_media", hosts: ["facebook.com"] },
  { id: "x", name: "X", category: "external_media", hosts: ["x.com", "twitter.com"] },
  { id: "tiktok", name: "TikTok", category: "external_media", hosts: ["tiktok.com"] },
  { id: "hubspot", name: "HubSpot", category: "external_media", hosts: ["hsforms.net", "hsforms.com", "hubspot.com"] },
] as const satisfies readonly Service[];

export type ServiceId = (typeof SERVICES)[number]["id"];

const matchesHost = (host: string, allowed: string) => host === allowed || host.endsWith(`.${allowed}`);

export function serviceById(id: ServiceId): Service {
  return SERVICES.find((service) => service.id === id)!;
}

export const isServiceId = (id: string): id is ServiceId => SERVICES.some((service) => service.id === id);

/** The service an embed URL loads from, or undefined for a URL no service covers. */
export function serviceForUrl(url: string): (typeof SERVICES)[number] | undefined {
  if (!isHttpUrl(url)) return undefined;
  const host = new URL(url).hostname.toLowerCase();
  return SERVICES.find((service) => service.hosts.some((allowed) => matchesHost(host, allowed)));
}
