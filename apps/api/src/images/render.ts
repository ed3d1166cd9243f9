import sharp from "sharp";
import type { RasterFormat } from "./raster-request";

export const CONTENT_TYPES: Readonly<Record<RasterFormat, string>> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" };

export interface RenderOptions {
  width: number;
  /** Absent: the source's own ratio. */
  height: number | undefined;
  quality: number;
  format: RasterFormat;
}

export const avifQuality = (quality: number) => Math.max(1, Math.round((quality * 5) / 8));

/** The width and height an SVG declares (its root's width/height, else its viewBox). */
function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const number = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)"`).exec(root)?.[1]);
  const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(root);
  const width = number("width") || Number(viewBox?.[1]) || 600;
  const height = number("height") || Number(viewBox?.[2]) || 744;
  return { width, height };
}

/**
 * An SVG drawn as a raster: rasterised at the density that makes it at least the asked size
 * (crisp, never upscaled pixels), then resized, cropped to cover when a height is asked, and
 * encoded. Metadata is not copied (sharp's default).
 */
export async function renderSvg(svg: string, { width, height, quality, format }: RenderOptions): Promise<Buffer> {
  const size = svgSize(svg);
  const scale = Math.max(width / size.width, height === undefined ? 0 : height / size.height);
  // librsvg's density is dots per inch over the SVG's 72 user units per inch; a little over so rounding never upscales.
  const density = Math.min(Math.max(72 * scale * 1.02, 1), 2400);
  const pipeline = sharp(Buffer.from(svg), { density }).flatten({ background: "#ffffff" }).resize({ width, height, fit: "cover", position: "centre" });
  switch (format) {
    case "avif":
      // One q for every format: avif's scale looks alike at 5/8 of webp's and jpeg's (sharp's
      // defaults are 50 and 80), so a card is smaller in avif than in webp, as it should be.
      // effort 3 of 9: a fraction of the default's time at a few percent more bytes, on 2 cores.
      return pipeline.avif({ quality: avifQuality(quality), effort: 3 }).toBuffer();
    case "webp":
      return pipeline.webp({ quality }).toBuffer();
    case "png":
      return pipeline.png({ compressionLevel: 9, palette: quality < 100 }).toBuffer();
    case "jpeg":
      return pipeline.jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
  }
}
