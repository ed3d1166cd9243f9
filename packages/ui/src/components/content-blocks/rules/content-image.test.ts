import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { BLOG_IMAGE_SRCSET_WIDTHS, CONTENT_IMAGE_SRCSET_WIDTHS, contentImageWidth, contentSrcSet, safeImageSrc } from "./content-image";

const service = (src: string, width: number) => `${src}?w=${width}`;

describe("content image srcset (presentation-content.md §9 'Image srcset widths 1920, 1440, 1024, 768, 540, 375 (blog 1920, 1440, 1280, 1023, 768, 540, 400)')", () => {
  it("are the spec's widths, the same as ShopConfig's defaults", () => {
    expect(CONTENT_IMAGE_SRCSET_WIDTHS).toEqual([1920, 1440, 1024, 768, 540, 375]);
    expect(BLOG_IMAGE_SRCSET_WIDTHS).toEqual([1920, 1440, 1280, 1023, 768, 540, 400]);
    const { images } = createConfig();
    expect(images.srcsetWidths).toEqual([...CONTENT_IMAGE_SRCSET_WIDTHS]);
    expect(images.blogSrcsetWidths).toEqual([...BLOG_IMAGE_SRCSET_WIDTHS]);
  });

  it("builds one candidate per width through the image service", () => {
    expect(contentSrcSet("/a.jpg", service)).toBe("/a.jpg?w=1920 1920w, /a.jpg?w=1440 1440w, /a.jpg?w=1024 1024w, /a.jpg?w=768 768w, /a.jpg?w=540 540w, /a.jpg?w=375 375w");
    expect(contentSrcSet("/a.jpg", service, [400])).toBe("/a.jpg?w=400 400w");
  });

  it.each([
    [CONTENT_IMAGE_SRCSET_WIDTHS, 1024],
    [BLOG_IMAGE_SRCSET_WIDTHS, 1280],
    [[375, 540], 540],
    [[], 1024],
  ] as const)("the fallback src of %j is %i wide", (widths, expected) => {
    expect(contentImageWidth(widths)).toBe(expected);
  });
});

describe("safeImageSrc (no content field can inject script)", () => {
  it.each([
    ["https URL", "https://cdn.example/a.jpg", true],
    ["path", "/assets/a.jpg", true],
    ["inline picture", "data:image/svg+xml,%3Csvg%3E", true],
    ["javascript:", "javascript:alert(1)", false],
    ["javascript: broken by a tab", "java\tscript:alert(1)", false],
    ["data: HTML", "data:text/html,<script>alert(1)</script>", false],
    ["empty", "", false],
    ["not a string", 42, false],
  ])("%s → %s", (_case, src, expected) => {
    expect(safeImageSrc(src)).toBe(expected);
  });
});
