import "server-only";
import sanitizeHtml from "sanitize-html";

/**
 * Rich text from the editor, cut down to what the site's typography styles. Links that open
 * a new tab always get rel="noopener", whatever the editor pasted.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "h2", "h3", "h4", "h5", "h6", "strong", "em", "a", "ul", "ol", "li", "blockquote", "br"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    b: "strong",
    i: "em",
    a: (tagName, attribs) => {
      if (attribs.target !== "_blank") {
        const { target: _target, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      const rel = new Set((attribs.rel ?? "").split(/\s+/).filter(Boolean));
      rel.add("noopener");
      return { tagName, attribs: { ...attribs, rel: [...rel].join(" ") } };
    },
  },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS);
