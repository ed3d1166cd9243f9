// @vitest-environment jsdom
// jsdom's window: the DOM a Node server passes (`new JSDOM("").window`), as a browser passes its own.
import { describe, expect, it } from "vitest";
import { createHtmlSanitizer } from "./safe-html";

const sanitizer = createHtmlSanitizer(window);

describe("createHtmlSanitizer: no content field can inject script", () => {
  it.each([
    ["a script tag", "<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"],
    ["an onerror attribute", '<img src="x" onerror="alert(1)"><p>ok</p>', "<p>ok</p>"],
    ["an onclick on an allowed tag", '<p onclick="alert(1)">ok</p>', "<p>ok</p>"],
    ["a javascript: link", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["a JaVaScRiPt: link with entities", '<a href="jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
    ["a data: link", '<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"],
    ["a protocol-relative link", '<a href="//evil.example/">x</a>', "<a>x</a>"],
    ["an iframe", '<iframe src="https://evil.example"></iframe><p>ok</p>', "<p>ok</p>"],
    ["an svg with onload", '<svg onload="alert(1)"><circle/></svg><p>ok</p>', "<p>ok</p>"],
    ["a style attribute", '<p style="background:url(javascript:alert(1))">ok</p>', "<p>ok</p>"],
    ["a form", '<form action="/x"><input name="a"></form><p>ok</p>', "<p>ok</p>"],
  ])("removes %s", (_name, html, safe) => {
    expect(sanitizer.sanitize(html)).toBe(safe);
  });

  it.each([
    ["formatting and lists", "<p><strong>Linen</strong> <em>shirt</em></p><ul><li>Slim fit</li></ul>"],
    ["a relative link", '<a href="/over-ons/">Over ons</a>'],
    ["an https link", '<a href="https://example.com/">x</a>'],
    ["a mailto link", '<a href="mailto:info@example.com">mail</a>'],
  ])("keeps %s", (_name, html) => {
    expect(sanitizer.sanitize(html)).toBe(html);
  });

  it("a link opening a new tab gets rel noopener", () => {
    expect(sanitizer.sanitize('<a href="https://example.com/" target="_blank">x</a>')).toBe('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
