import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import type { MenuColumn } from "../menu-types";
import { fadeStep, hasPanel, showsPromoTile, TILE_IMAGE_SIZES, TILE_IMAGE_WIDTH, TILE_SRCSET_WIDTHS, tileMediaKind, tileSrcSet } from "./menu-rules";

const columns = (count: number): MenuColumn[] => Array.from({ length: count }, (_, index) => ({ name: `C${index}`, items: [] }));
const tile = { asset: { filename: "tile.jpg", alt: "" } };

describe("showsPromoTile (presentation-content.md §2 Header, §9 'Menu tile: only with fewer than 5 columns')", () => {
  it.each([
    [0, true, true],
    [3, true, true],
    [4, true, true],
    [5, true, false],
    [6, true, false],
    [2, false, false],
  ])("%i columns, tile %s → %s", (count, withTile, expected) => {
    expect(showsPromoTile({ columns: columns(count), ...(withTile && { tile }) })).toBe(expected);
  });
});

describe("tileMediaKind (§2: tiles are an image or a video (.webm/.mp4))", () => {
  it.each([
    ["a/b/tile.jpg", "image"],
    ["tile.webm", "video"],
    ["TILE.MP4", "video"],
    ["tile.mp4?autoplay=1", "video"],
    ["tile.mp4.jpg", "image"],
    ["webm-tile.png", "image"],
  ])("%s → %s", (filename, expected) => {
    expect(tileMediaKind(filename)).toBe(expected);
  });
});

describe("fadeStep (§2 maximum six fade columns)", () => {
  it.each([
    [0, 0],
    [5, 5],
    [6, 5],
    [9, 5],
  ])("column %i fades at step %i", (index, expected) => {
    expect(fadeStep(index)).toBe(expected);
  });
});

describe("tileSrcSet (§9 tile image srcset widths 1510 and 755)", () => {
  it("lists both widths through the image URL builder", () => {
    expect(tileSrcSet("t.jpg", (file, width) => `${file}/m/${width}x0`)).toBe("t.jpg/m/1510x0 1510w, t.jpg/m/755x0 755w");
  });

  it("sizes the tile at the widest menu breakpoint token, its fallback the smaller width", () => {
    // The literal, not the template again: a changed token or template must fail here.
    expect(TILE_IMAGE_SIZES).toBe("(min-width: 1280px) 400px, 30vw");
    expect(TILE_IMAGE_WIDTH).toBe(755);
  });

  it("uses ShopConfig's tile srcset widths", () => {
    expect([...TILE_SRCSET_WIDTHS]).toEqual([1510, 755]);
    expect([...TILE_SRCSET_WIDTHS]).toEqual(createConfig().images.tileSrcsetWidths);
  });
});

describe("hasPanel", () => {
  it.each([
    [0, false, false],
    [1, false, true],
    [0, true, true],
  ])("%i columns, tile %s → %s", (count, withTile, expected) => {
    expect(hasPanel({ columns: columns(count), ...(withTile && { tile }) })).toBe(expected);
  });
});
