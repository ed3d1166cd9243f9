import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitizer";

describe("sanitizeHtml (server DOM: jsdom, one per process)", () => {
  it.each([
    ["keeps formatting and lists", "<p>Soft <strong>linen</strong></p><ul><li>100% linen</li></ul>", "<p>Soft <strong>linen</strong></p><ul><li>100% linen</li></ul>"],
    ["drops scripts", "<p>ok</p><script>alert(1)</script>", "<p>ok</p>"],
    ["drops event handlers and images", '<img src="x" onerror="alert(1)"><p onclick="x()">ok</p>', "<p>ok</p>"],
    ["drops javascript: links", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["keeps safe links, new tabs get noopener", '<a href="https://example.com" target="_blank">x</a>', '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>'],
    ["drops styles and iframes", '<style>p{}</style><iframe src="https://x"></iframe><p style="color:red">ok</p>', "<p>ok</p>"],
  ])("%s", (_name, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it("answers empty for no HTML", () => {
    expect(sanitizeHtml(undefined)).toBe("");
    expect(sanitizeHtml(null)).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });
});
