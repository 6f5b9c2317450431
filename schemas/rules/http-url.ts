/*
 * Whether a link leaves the site, without zod (link.ts re-exports these): the consent
 * services' list, which every page's consent gates and cookie manager read, uses it.
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export const isExternalLink = (value: string) => isHttpUrl(value);
