import { createHtmlSanitizer, type HtmlSanitizer } from "@shop/cms";

/**
 * One server DOM per process (jsdom is big: never one per request), made when this module is
 * first loaded on the server; the browser bundle drops this branch (import.meta.env.SSR is
 * false there), so jsdom never reaches the browser.
 */
const serverWindow = import.meta.env.SSR ? new (await import("jsdom")).JSDOM("").window : null;

let sanitizer: HtmlSanitizer | null = null;

function sanitizerOf(): HtmlSanitizer {
  if (sanitizer !== null) return sanitizer;
  const target = serverWindow ?? (typeof window === "undefined" ? null : window);
  if (target === null) throw new Error("sanitizeHtml needs a DOM: a browser window or the server's jsdom window");
  // jsdom's window is DOMPurify's WindowLike in everything it uses; its types differ in detail.
  sanitizer = createHtmlSanitizer(target as unknown as Parameters<typeof createHtmlSanitizer>[0]);
  return sanitizer;
}

/**
 * HTML from the back end (a product's description) made safe to render with
 * `dangerouslySetInnerHTML` (issue 19 safe content: @shop/cms's DOMPurify rules: text
 * formatting, lists, headings, tables and safe links only). The same output on the server and
 * in the browser, so hydration matches.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (html == null || html === "") return "";
  return sanitizerOf().sanitize(html);
}
