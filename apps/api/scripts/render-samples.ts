// Renders product images to a folder to look at: tsx --conditions=@shop/source scripts/render-samples.ts /tmp/img SKU...
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildCatalogue } from "../src/seed/catalogue";
import { productImageSvg, type ProductView } from "../src/seed/images";
import sharp from "sharp";
import { renderSvg } from "../src/images/render";

const [folder = "/tmp/product-images", ...skus] = process.argv.slice(2);
const products = buildCatalogue("2026-01-01");
const tiles: Buffer[] = [];
for (const name of skus) {
  const [sku = "", view = "front"] = name.split(":");
  const product = products.find((candidate) => candidate.sku === sku);
  if (product === undefined) throw new Error(`No product ${sku}`);
  const bytes = await renderSvg(productImageSvg(product, view as ProductView), { width: 512, height: 640, quality: 80, format: "png" });
  await writeFile(join(folder, `${sku}-${view}.png`), bytes);
  console.log(join(folder, `${sku}-${view}.png`), bytes.byteLength);
  tiles.push(bytes);
}
// One contact sheet of them all: four across at half size, or SHEET_ACROSS across at a quarter.
const perRow = Number(process.env.SHEET_ACROSS ?? 4);
const [w, h] = perRow > 4 ? [128, 160] : [256, 320];
const across = Math.min(tiles.length, perRow);
const sheet = sharp({ create: { width: across * w, height: Math.ceil(tiles.length / perRow) * h, channels: 3, background: "#ffffff" } });
const small = await Promise.all(tiles.map((tile) => sharp(tile).resize(w, h).toBuffer()));
await sheet.composite(small.map((input, index) => ({ input, left: (index % perRow) * w, top: Math.floor(index / perRow) * h }))).png().toFile(join(folder, "sheet.png"));
