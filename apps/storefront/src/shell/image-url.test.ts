import { describe, expect, it } from "vitest";
import { imageUrlBuilder } from "./image-url";

describe("the image URL builder (apps/api rasters)", () => {
  const build = imageUrlBuilder("http://localhost:8787");
  it.each([
    ["/img/SH-OXF-WHT.svg", 512, 640, undefined, "http://localhost:8787/img/SH-OXF-WHT?w=512&h=640"],
    ["/img/SH-OXF-WHT-detail.svg", 1024, undefined, undefined, "http://localhost:8787/img/SH-OXF-WHT-detail?w=1024"],
    ["/content-assets/home-hero-wide.svg", 1920, undefined, { quality: 50, format: "webp" as const }, "http://localhost:8787/content-assets/home-hero-wide?w=1920&q=50&fm=webp"],
    ["https://cdn.example.com/a.jpg", 512, undefined, undefined, "https://cdn.example.com/a.jpg"],
    ["/img/../secret.svg", 512, undefined, undefined, "http://localhost:8787/secret.svg"],
  ])("%s at %i", (src, width, height, options, expected) => {
    expect(build(src, width, height, options)).toBe(expected);
  });
});
