import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUrlBuilder } from "./images/image-url-builder";
import { createTestShop, type TestShop } from "./testing/test-server";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

/** The reply with its bytes (the test shop's request reads bodies as text). */
async function image(path: string, headers: Record<string, string> = {}) {
  const response = await shop.server.fetch(new Request(`http://shop.test${path}`, { headers }));
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
const size = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};
const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

describe("raster product images (presentation-content.md §9)", () => {
  it("renders a card image at 512 × 640 (4:5), avif for a browser that accepts it, varying by Accept", async () => {
    const reply = await image("/img/SH-OXF-WHT?w=512&h=640", { accept: CHROME_ACCEPT });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("image/avif");
    expect(reply.headers.get("vary")).toBe("Accept");
    expect(await size(reply.bytes)).toEqual({ width: 512, height: 640, format: "heif" });
  });

  it("answers webp to a browser that accepts webp but not avif, and jpeg to one that accepts neither", async () => {
    const webp = await image("/img/SH-OXF-WHT?w=512&h=640", { accept: "image/webp,*/*" });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect((await size(webp.bytes)).format).toBe("webp");
    const jpeg = await image("/img/SH-OXF-WHT?w=512&h=640", { accept: "image/png,image/*;q=0.8" });
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect((await size(jpeg.bytes)).format).toBe("jpeg");
  });

  it("lets an explicit fm win over Accept, without Vary", async () => {
    const reply = await image("/img/SH-OXF-WHT?w=512&fm=webp", { accept: CHROME_ACCEPT });
    expect(reply.headers.get("content-type")).toBe("image/webp");
    expect(reply.headers.get("vary")).toBeNull();
  });

  it("rounds a width up to the next allowed one and keeps the asked ratio", async () => {
    const reply = await image("/img/TR-CHI-BEI?w=500&h=625&fm=jpeg");
    expect(await size(reply.bytes)).toEqual({ width: 512, height: 640, format: "jpeg" });
    const huge = await image("/img/TR-CHI-BEI?w=9000&fm=jpeg");
    expect((await size(huge.bytes)).width).toBe(1920);
  });

  it("renders the placeholder: a quarter of the smallest card width at quality 50", async () => {
    const placeholder = await image("/img/KN-MER-NAV?w=128&h=160&q=50&fm=webp");
    const full = await image("/img/KN-MER-NAV?w=128&h=160&q=90&fm=webp");
    expect(await size(placeholder.bytes)).toEqual({ width: 128, height: 160, format: "webp" });
    expect(placeholder.bytes.byteLength).toBeLessThan(full.bytes.byteLength);
  });

  it("keeps the source's ratio without h (the gallery's 600 × 744) and serves the detail view", async () => {
    expect(await size((await image("/img/JA-BLZ-NAV?fm=png")).bytes)).toEqual({ width: 600, height: 744, format: "png" });
    const front = await image("/img/JA-BLZ-NAV?w=375&fm=jpeg");
    const detail = await image("/img/JA-BLZ-NAV-detail?w=375&fm=jpeg");
    expect(detail.status).toBe(200);
    expect(detail.bytes.equals(front.bytes)).toBe(false);
  });

  it("renders a variant once: the second request is a cache hit with the same bytes", async () => {
    const first = await image("/img/SO-DER-BRN?w=768&fm=webp");
    const second = await image("/img/SO-DER-BRN?w=768&fm=webp");
    expect(first.headers.get("x-image-cache")).toBe("miss");
    expect(second.headers.get("x-image-cache")).toBe("hit");
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it("caches a day with an ETag, a year (immutable) when the URL names the version, and answers 304 to a matching If-None-Match", async () => {
    const reply = await image("/img/AC-STI-NAV?w=540&fm=jpeg");
    expect(reply.headers.get("cache-control")).toBe("public, max-age=86400");
    const etag = reply.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{12}-540x/);
    const version = etag.slice(1, 13);
    const pinned = await image(`/img/AC-STI-NAV?w=540&fm=jpeg&v=${version}`);
    expect(pinned.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const stale = await image("/img/AC-STI-NAV?w=540&fm=jpeg&v=000000000000");
    expect(stale.headers.get("cache-control")).toBe("public, max-age=86400");
    const revalidated = await image("/img/AC-STI-NAV?w=540&fm=jpeg", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.byteLength).toBe(0);
  });

  it("answers bad input with 400 and the fields at fault", async () => {
    for (const query of ["w=0", "w=abc", "w=512&q=0", "w=512&q=101", "w=512&fm=gif", "h=640"]) {
      const reply = await shop.request("GET", `/img/SH-OXF-WHT?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.result.message).toBe("The image request is invalid.");
      expect(reply.body.result.errors.length, query).toBeGreaterThan(0);
    }
  });

  it("answers an unknown image with 404, raster or SVG", async () => {
    expect((await shop.request("GET", "/img/NOPE?w=512")).status).toBe(404);
    expect((await shop.request("GET", "/img/NOPE.svg")).status).toBe(404);
    expect((await shop.request("GET", "/content-assets/home-hero-huge?w=512")).status).toBe(404);
  });
});

describe("raster content images", () => {
  it("renders a content asset at a tile width (§9 tile srcset 1510 and 755)", async () => {
    const reply = await image("/content-assets/home-hero-tile?w=755", { accept: "image/webp" });
    expect(reply.headers.get("content-type")).toBe("image/webp");
    expect(await size(reply.bytes)).toEqual({ width: 755, height: 944, format: "webp" });
  });

  it("still serves the SVG to existing callers", async () => {
    const reply = await shop.request("GET", "/content-assets/home-hero-wide.svg");
    expect(reply.headers.get("content-type")).toContain("image/svg+xml");
  });
});

describe("the storefront's builder against the endpoint", () => {
  it("asks for the card image, its placeholder and a tile the endpoint renders at those sizes", async () => {
    const build = imageUrlBuilder("http://shop.test/");
    const path = (url: string) => url.slice("http://shop.test".length);
    const card = await image(path(build("/img/SH-POL-NAV.svg", 1024, 1280)), { accept: "image/webp" });
    expect(await size(card.bytes)).toEqual({ width: 1024, height: 1280, format: "webp" });
    const placeholder = await image(path(build("/img/SH-POL-NAV.svg", 128, 160, { quality: 50, format: "webp" })));
    expect(await size(placeholder.bytes)).toEqual({ width: 128, height: 160, format: "webp" });
    const tile = await image(path(build("/content-assets/home-hero-tile.svg", 1510)));
    expect(await size(tile.bytes)).toEqual({ width: 1510, height: 1888, format: "jpeg" });
  });
});
