/**
 * Pure helpers of the rich text widget, kept apart so they can be tested without a browser.
 */

/** tiptap's empty document is "<p></p>": stored as "" so the schema's "required" applies. */
export function normalizeRichText(html: string): string {
  const trimmed = html.trim();
  return /^(<p>\s*<\/p>)*$/.test(trimmed) ? "" : trimmed;
}

export interface LinkChoice {
  href: string;
  newWindow: boolean;
}

/**
 * The attributes tiptap's setLink gets. Opening in a new window is the editor's choice
 * (000 §5: manual option), never guessed from the address; such links get rel=noopener.
 */
export function linkAttributes({ href, newWindow }: LinkChoice): { href: string; target: string | null; rel: string | null } {
  return { href: href.trim(), target: newWindow ? "_blank" : null, rel: newWindow ? "noopener noreferrer" : null };
}

/** Addresses the link form accepts: http(s), mailto, tel, site paths and anchors. */
export function isAllowedHref(href: string): boolean {
  const value = href.trim();
  if (value === "") return false;
  if (/^(\/|#)/.test(value)) return !value.startsWith("//");
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/i.test(value);
}

/** Headline levels the toolbar offers; the schema's metadata may narrow them. */
export const HEADING_LEVELS = [2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
