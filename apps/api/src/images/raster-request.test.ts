import { describe, expect, it } from "vitest";
import { allowedWidth, negotiateFormat, parseRasterQuery, RASTER_WIDTHS } from "./raster-request";

describe("allowed widths (presentation-content.md §9 srcset, tile, card and placeholder widths)", () => {
  it.each([
    [1, 94],
    [94, 94],
    [95, 100],
    [128, 128],
    [376, 400],
    [512, 512],
    [513, 540],
    [1000, 1023],
    [1024, 1024],
    [1441, 1510],
    [1920, 1920],
    [5000, 1920],
  ])("width %i renders at %i", (asked, rendered) => {
    expect(allowedWidth(asked)).toBe(rendered);
  });

  it("holds every width the spec lists and the quarters of the smallest ones", () => {
    for (const width of [1920, 1440, 1024, 768, 540, 375, 1280, 1023, 400, 1510, 755, 512, 210, 600, 94, 100, 128, 189]) expect(RASTER_WIDTHS).toContain(width);
  });
});

describe("parseRasterQuery", () => {
  it("keeps a card's 4:5 crop at the rounded width", () => {
    expect(parseRasterQuery({ w: "500", h: "625" })).toEqual({ ok: true, request: { width: 512, height: 640, quality: 75, format: undefined, version: undefined } });
  });

  it("snaps a ratio to the nearest allowed one", () => {
    const parsed = parseRasterQuery({ w: "600", h: "743" });
    expect(parsed.ok && parsed.request.height).toBe(744);
  });

  it("reads quality, format and version", () => {
    expect(parseRasterQuery({ w: "128", q: "50", fm: "JPG", v: "abc123" })).toEqual({ ok: true, request: { width: 128, height: undefined, quality: 50, format: "jpeg", version: "abc123" } });
  });

  it.each([
    [{ w: "0" }, "w"],
    [{ w: "-5" }, "w"],
    [{ w: "1.5" }, "w"],
    [{ w: "abc" }, "w"],
    [{ w: "20000" }, "w"],
    [{ w: "512", q: "0" }, "q"],
    [{ w: "512", q: "101" }, "q"],
    [{ w: "512", fm: "gif" }, "fm"],
    [{ h: "640" }, "h"],
    [{ w: "512", v: "not-hex" }, "v"],
  ])("refuses %j at %s", (query, path) => {
    const parsed = parseRasterQuery(query);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors.map((error) => error.path)).toContain(path);
  });
});

describe("negotiateFormat (§9 webp conversion when supported)", () => {
  it.each([
    ["image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", "avif"],
    ["image/webp,*/*", "webp"],
    ["image/avif;q=0,image/webp", "webp"],
    ["image/png,image/*;q=0.8,*/*;q=0.5", "jpeg"],
    ["*/*", "jpeg"],
    [undefined, "jpeg"],
  ])("%s → %s", (accept, format) => {
    expect(negotiateFormat(accept)).toBe(format);
  });
});
