import "server-only";
import sanitizeHtml from "sanitize-html";

/**
 * What the rich-text widget produces, and nothing else: stored HTML passed an editor's
 * browser, so scripts, event handlers, styles and javascript: links are stripped on render.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "sub", "sup", "a", "ul", "ol", "li", "h2", "h3", "h4", "h5", "h6", "blockquote"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    // Only a new window keeps its target, and it must not get a handle on this page.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: target === "_blank" ? { ...rest, target, rel: "noopener noreferrer" } : rest };
    },
  },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS);
