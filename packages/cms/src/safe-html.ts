import createDOMPurify, { type WindowLike } from "dompurify";

/**
 * Safe content (issue 19): an HTML field that must be shown (a product description from the
 * catalogue) goes through DOMPurify, the well-kept sanitiser browsers' own security teams test
 * against. It needs a DOM: the browser's `window`, or on a server a DOM the app makes (e.g.
 * `new JSDOM("").window` from jsdom), so the package never bundles a server DOM into the
 * browser. Scripts, event handlers (`onerror`), `javascript:`/`data:` URLs, forms, iframes and
 * styles are dropped; links that open a new tab get `rel="noopener noreferrer"`.
 */
export interface HtmlSanitizer {
  sanitize(html: string): string;
}

const ALLOWED_TAGS = ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a", "span", "table", "thead", "tbody", "tr", "th", "td", "hr"];
const ALLOWED_ATTR = ["href", "title", "target", "rel"];
/** What `isSafeUrl` allows: http(s), mailto, tel and relative paths (no protocol-relative). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|\/(?!\/)|[^a-z/\\]|[a-z0-9._-]+(?:[^a-z0-9+.:-]|$))/i;

export function createHtmlSanitizer(window: WindowLike): HtmlSanitizer {
  const purify = createDOMPurify(window);
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
    else if (node.nodeName === "A") node.removeAttribute("target");
  });
  return {
    sanitize: (html) => purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, ALLOW_DATA_ATTR: false }),
  };
}
