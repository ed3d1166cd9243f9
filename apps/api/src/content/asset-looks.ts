import { buildCatalogue, type ProductModel } from "../seed/catalogue";
import { productFigure } from "../seed/images";
import { ARTICLES } from "./seed/blog";

/** The outfit each seeded content image shows; a journal article shows the products it is about. Others: three products chosen by the name's hash. */
const LOOKS: Readonly<Record<string, readonly string[]>> = {
  "home-hero": ["JA-OVC-CML", "KN-MER-NAV", "TR-CHI-BEI"],
  "lookbook-hero": ["JA-BLZ-NAV", "SH-OXF-LBL", "TR-WOL-GRY"],
  "look-summer": ["SH-LIN-WHT", "TR-LIN-BEI", "SO-LOA-BRN"],
  "look-office": ["JA-BLZ-GRY", "SH-POP-WHT", "AC-STI-BUR"],
  "journal-hero": ["KN-CAS-CML", "SH-OXF-WHT", "SO-DER-BRN"],
};

let catalogue: Map<string, ProductModel> | undefined;
/** The catalogue's products by sku, built on first use (images do not depend on the day's prices). */
function products(): Map<string, ProductModel> {
  catalogue ??= new Map(buildCatalogue("2026-01-01").map((model) => [model.sku, model]));
  return catalogue;
}

/** The products a content image shows, back to front. */
export function lookOf(theme: string, hash: number): ProductModel[] {
  const skus = LOOKS[theme] ?? ARTICLES.find((article) => `journal-${article.key}` === theme)?.skus;
  if (skus !== undefined) return skus.map((sku) => products().get(sku)).filter((model) => model !== undefined);
  const models = [...products().values()].filter((model) => model.colorName !== null);
  return [0, 1, 2].map((index) => models[(hash >>> (index * 7)) % models.length]).filter((model) => model !== undefined);
}

/** Where each figure (600 × 744) goes in a format, back to front: x, y, scale. */
const PLACES: Readonly<Record<string, readonly (readonly [number, number, number])[]>> = {
  wide: [[820, 40, 1], [1150, 40, 1], [1480, 40, 1]],
  tall: [[-40, 300, 0.78], [170, 300, 0.78], [380, 300, 0.78]],
  tile: [[-40, 170, 0.82], [190, 170, 0.82], [330, 170, 0.82]],
  card: [[-20, 40, 0.74], [190, 40, 0.74], [400, 40, 0.74]],
};

/** Where the smaller pieces end in their 600 × 744 box (y): they are drawn smaller, in front, standing on the same floor as the clothes. */
const SMALL_BOTTOM: Readonly<Partial<Record<ProductModel["kind"], number>>> = { sneaker: 478, shoe: 478, boot: 478, tie: 620, belt: 610, square: 580, socks: 560, card: 520, box: 600 };
const SMALL_SCALE = 0.62;
/** Where hung clothes end (their hems). */
const HEM = 690;

/** The outfit's figures placed for a format. */
export function lookFigures(models: readonly ProductModel[], format: string): string {
  const places = PLACES[format] ?? [];
  // A look of small pieces only (the shoes article) shows them larger, a little apart in depth.
  const allSmall = models.every((model) => SMALL_BOTTOM[model.kind] !== undefined);
  const smallScale = allSmall ? 0.74 : SMALL_SCALE;
  return models
    .slice(0, places.length)
    .map((model, index) => {
      const [slotX, slotY, slotScale] = places[index] ?? [0, 0, 1];
      const bottom = SMALL_BOTTOM[model.kind];
      const scale = bottom === undefined ? slotScale : slotScale * smallScale;
      const x = bottom === undefined ? slotX : slotX + 300 * (slotScale - scale);
      const y = bottom === undefined ? slotY : slotY + HEM * slotScale - bottom * scale + (allSmall ? (index - 1) * 40 * slotScale : 0);
      return `<g transform="translate(${x} ${y}) scale(${scale})">${productFigure(model, `f${index}-`)}</g>`;
    })
    .join("\n");
}
