import { describe, expect, it } from "vitest";
import { imageUrlBuilder } from "./image-url-builder";

const build = imageUrlBuilder("http://localhost:8080/");

describe("imageUrlBuilder (the storefront's copy)", () => {
  it("turns a product image into a raster URL at the card's size", () => {
    expect(build("/img/SH-OXF-WHT.svg", 512, 640)).toBe("http://localhost:8080/img/SH-OXF-WHT?w=512&h=640");
  });

  it("passes the placeholder's quality and format", () => {
    expect(build("/img/SH-OXF-WHT.svg", 128, 160, { quality: 50, format: "webp" })).toBe("http://localhost:8080/img/SH-OXF-WHT?w=128&h=160&q=50&fm=webp");
  });

  it("turns a content image into a raster URL and keeps a version already on it", () => {
    expect(build("/content-assets/home-hero-wide.svg?v=abc", 1920)).toBe("http://localhost:8080/content-assets/home-hero-wide?v=abc&w=1920");
    expect(build("http://localhost:8080/img/TR-CHI-BEI-detail.svg", 755)).toBe("http://localhost:8080/img/TR-CHI-BEI-detail?w=755");
  });

  it("leaves other images alone", () => {
    expect(build("https://cdn.example.com/a.jpg", 512)).toBe("https://cdn.example.com/a.jpg");
    expect(build("/assets/logo.svg", 512)).toBe("http://localhost:8080/assets/logo.svg");
  });
});
