import type { CustomErrorHtml } from "./parse-error-html";

export interface ErrorDocument {
  lang: string;
  status: number;
  statusLabel: string;
  message: string;
  /** A sentence under the message. */
  text?: string;
  home: { href: string; label: string };
  siteName: string;
  custom?: CustomErrorHtml | null;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

// The error layout's look without the site's stylesheets (their URLs change per build):
// the token colours and faces of tokens.css, enough for contrast and a readable page.
const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:"Source Sans 3",system-ui,sans-serif;font-size:1.125rem;line-height:1.55;color:#1d1d1b;background:#fff}
header,main{max-width:88rem;margin-inline:auto;padding:1.25rem clamp(1rem,4vw,3rem)}header{border-bottom:1px solid #c9c9c4}
.site{font-family:Fraunces,Georgia,serif;font-size:1.4rem;color:#1d1d1b;text-decoration:none}main{padding-block:6rem}
.status{margin:0;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:#5e5e59}
h1{margin:.75rem 0 2rem;font-family:Fraunces,Georgia,serif;font-size:clamp(2rem,1.6rem + 2vw,3.5rem);line-height:1.1}
a{color:#5d6437;font-weight:600}a:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}`;

/**
 * The error layout as a whole HTML document, for answers the proxy gives before any page
 * renders (503 "Website offline", 000 §8): escaped text, the operators' custom HTML when
 * there is one, and a link to the start page.
 */
export function renderErrorDocument(page: ErrorDocument): string {
  const home = `<p><a href="${escapeHtml(page.home.href)}">${escapeHtml(page.home.label)}</a></p>`;
  const content = page.custom
    ? `${page.custom.body}${home}`
    : `<p class="status">${escapeHtml(page.statusLabel)}</p><h1>${escapeHtml(page.message)}</h1>${page.text ? `<p>${escapeHtml(page.text)}</p>` : ""}${home}`;
  return `<!DOCTYPE html><html lang="${escapeHtml(page.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5"><meta name="robots" content="noindex"><title>${escapeHtml(page.message)}${escapeHtml(" | " + page.siteName)}</title><style>${STYLE}</style>${page.custom?.style ? `<style>${page.custom.style}</style>` : ""}</head><body><header><a class="site" href="${escapeHtml(page.home.href)}">${escapeHtml(page.siteName)}</a></header><main id="main-content">${content}</main></body></html>`;
}
