import { serviceForHost, type ServiceId } from "./consent-services";

/*
 * Which other hosts an editor's HTML (the HTML module, the settings' HTML blocks) makes the
 * browser load from as soon as it is on the page, found with regular expressions, not a full
 * parser: a false find only costs a consent placeholder, so they lean towards finding. Links
 * (<a href>, <area href>) load nothing until clicked and need no consent.
 */

/** An opening tag with its attributes; quoted values may hold ">". */
const TAG = /<([a-z][a-z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+)/g;
/** Attributes whose URL the browser fetches (or sends a form to) by itself. */
const URL_ATTRIBUTES = new Set(["src", "href", "xlink:href", "data", "action", "formaction", "poster", "background"]);
const LINK_TAGS = new Set(["a", "area"]);
/** In a style attribute or element (and anywhere else: finding more is the safe side). */
const CSS_URL = /url\(\s*(["']?)([^"')]*)\1\s*\)|@import\s+(["'])([^"']*)\3/gi;
const SCRIPT = /<script\b(?:[^>"']|"[^"]*"|'[^']*')*>([\s\S]*?)<\/script\s*>/gi;
/** An absolute or protocol-relative URL starting a string in a script (a loader's "https://…/x.js"). */
const SCRIPT_URL = /["'`]\s*((?:https?:)?\/\/[^"'`\s]+)/gi;

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", colon: ":", sol: "/", period: ".", quot: '"', apos: "'", tab: "", newline: "" };

/** Character references a browser decodes in an attribute value, so "https&colon;//" cannot hide a host. */
const decodeEntities = (value: string) =>
  value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi, (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = hex ? parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

const unquote = (value: string) => (/^["']/.test(value) ? value.slice(1, -1) : value);

// Relative URLs resolve against this placeholder origin, which no real URL can name.
const BASE = new URL("https://relative.invalid/");

/** The host an URL loads from, lower case; undefined for a relative URL, data:, javascript: and the like. */
function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim(), BASE);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return undefined;
    return parsed.hostname === BASE.hostname ? undefined : parsed.hostname;
  } catch {
    return undefined;
  }
}

/** Every URL in a srcset: each candidate's first word. */
const srcsetUrls = (value: string) => value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "");

function urlsIn(html: string): string[] {
  const urls: string[] = [];
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    for (const [, rawName, rawValue] of attributes!.matchAll(ATTRIBUTE)) {
      const name = rawName!.toLowerCase();
      const value = decodeEntities(unquote(rawValue!));
      if (name === "srcset" || name === "imagesrcset") urls.push(...srcsetUrls(value));
      // An iframe's srcdoc is a whole document of its own.
      else if (name === "srcdoc") urls.push(...urlsIn(value));
      else if (name === "style") urls.push(...[...value.matchAll(CSS_URL)].map((match) => match[2] ?? match[4] ?? ""));
      else if (URL_ATTRIBUTES.has(name) && !(name.endsWith("href") && LINK_TAGS.has(tag!.toLowerCase()))) urls.push(value);
    }
  }
  for (const match of html.matchAll(CSS_URL)) urls.push(decodeEntities(match[2] ?? match[4] ?? ""));
  for (const [, body] of html.matchAll(SCRIPT)) {
    for (const [, url] of body!.replaceAll("\\/", "/").matchAll(SCRIPT_URL)) urls.push(url!);
  }
  return urls;
}

/** The hosts other than `ownHost` that the HTML loads from, lower case, each once, in order of appearance. */
export function snippetHosts(html: string, ownHost?: string): string[] {
  const hosts = urlsIn(html).map(hostOf).filter((host): host is string => host !== undefined && host !== ownHost);
  return [...new Set(hosts)];
}

export interface SnippetService {
  id: ServiceId;
  /** The snippet's hosts that belong to the service. */
  hosts: string[];
}

/**
 * The consent services the HTML needs, in order of appearance. A host no listed service
 * covers counts as "other_media", in the external media category: unknown, so it waits for
 * the visitor's consent like every embed.
 */
export function snippetServices(html: string, ownHost?: string): SnippetService[] {
  const services = new Map<ServiceId, string[]>();
  for (const host of snippetHosts(html, ownHost)) {
    const id = serviceForHost(host)?.id ?? "other_media";
    services.set(id, [...(services.get(id) ?? []), host]);
  }
  return [...services].map(([id, hosts]) => ({ id, hosts }));
}
