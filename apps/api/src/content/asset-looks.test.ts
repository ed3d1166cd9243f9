import { describe, expect, it } from "vitest";
import { stableHash } from "../seed/catalogue";
import { contentAssetSvg } from "./asset-routes";
import { lookOf } from "./asset-looks";

const skus = (theme: string) => lookOf(theme, stableHash(theme)).map((model) => model.sku);

describe("content images show a look of the catalogue", () => {
  it("takes a theme's outfit, or a journal article's products", () => {
    expect(skus("look-summer")).toEqual(["SH-LIN-WHT", "TR-LIN-BEI", "SO-LOA-BRN"]);
    expect(skus("journal-shoes")).toEqual(["SO-DER-BRN", "SO-LOA-BRN", "SO-BRO-BRN"]);
  });

  it("picks three products for any other name, the same ones every time", () => {
    expect(skus("some-campaign")).toHaveLength(3);
    expect(skus("some-campaign")).toEqual(skus("some-campaign"));
  });

  it("draws the figures with ids of their own (an SVG with a repeated id draws the wrong gradients)", () => {
    const svg = contentAssetSvg("home-hero", "wide");
    const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.filter((id) => id?.startsWith("f2-")).length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
