import { COLOR } from "./attributes";
import type { ProductModel } from "./catalogue";
import type { ImageKind } from "./families";

const WIDTH = 600;
const HEIGHT = 744;

/** Silhouettes drawn in a 600 × 744 box (the gallery size of commerce-core.md §9). */
const SHAPES: Record<ImageKind, string> = {
  shirt: "M210 150 L260 130 L300 170 L340 130 L390 150 L480 230 L440 290 L400 260 L400 600 L200 600 L200 260 L160 290 L120 230 Z M300 170 L300 600",
  polo: "M210 160 L265 140 L300 190 L335 140 L390 160 L470 230 L435 280 L400 255 L400 580 L200 580 L200 255 L165 280 L130 230 Z M300 190 L300 260",
  trousers: "M200 130 L400 130 L420 620 L330 620 L300 280 L270 620 L180 620 Z M200 170 L400 170",
  blazer: "M200 140 L260 120 L300 300 L340 120 L400 140 L480 250 L450 600 L150 600 L120 250 Z M300 300 L300 600 M260 120 L230 260 L300 300 M340 120 L370 260 L300 300",
  coat: "M200 120 L260 100 L300 260 L340 100 L400 120 L470 230 L460 660 L140 660 L130 230 Z M300 260 L300 660 M260 100 L225 240 L300 260 M340 100 L375 240 L300 260",
  jacket: "M200 150 L260 130 L300 160 L340 130 L400 150 L480 240 L445 300 L405 270 L405 560 L195 560 L195 270 L155 300 L120 240 Z M300 160 L300 560 M195 520 L405 520",
  knit: "M200 160 Q300 200 400 160 L480 240 L445 300 L405 270 L405 560 L195 560 L195 270 L155 300 L120 240 Z M195 530 L405 530 M200 160 Q300 230 400 160",
  sneaker: "M120 470 L130 380 Q200 360 260 320 L330 330 Q400 400 480 420 Q510 440 500 480 L120 480 Z M120 480 L500 480 L500 500 L120 500 Z",
  shoe: "M110 470 Q140 400 230 390 L300 360 Q420 380 490 440 Q500 470 480 480 L110 480 Z M110 480 L480 480 L470 498 L120 498 Z",
  boot: "M200 200 L320 200 L330 380 Q430 400 490 450 L490 490 L190 490 Z M190 490 L490 490 L490 508 L190 508 Z",
  tie: "M280 120 L320 120 L330 160 L300 180 L270 160 Z M270 170 L330 170 L370 560 L300 640 L230 560 Z",
  belt: "M80 330 L520 330 L520 400 L80 400 Z M420 310 L480 310 L480 420 L420 420 Z",
  scarf: "M240 110 L360 110 L360 600 L240 600 Z M240 600 L240 640 M270 600 L270 640 M300 600 L300 640 M330 600 L330 640 M360 600 L360 640",
  square: "M170 200 L430 200 L430 460 L170 460 Z M170 200 L430 460",
  socks: "M240 120 L330 120 L330 460 Q330 560 230 560 L170 560 Q130 520 170 480 L240 440 Z",
  card: "M120 250 L480 250 L480 480 L120 480 Z M120 300 L480 300",
  box: "M140 280 L460 280 L460 600 L140 600 Z M120 220 L480 220 L480 290 L120 290 Z M300 220 L300 600 M300 220 Q240 140 210 200 Q250 230 300 220 Q350 230 390 200 Q360 140 300 220",
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Light or dark text, whichever reads on the fill. */
function contrast(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * (value >> 16) + 0.587 * ((value >> 8) & 0xff) + 0.114 * (value & 0xff);
  return luminance > 150 ? "#1b1b1b" : "#f4f2ec";
}

/**
 * A product image made locally (never fetched): the garment's silhouette in its colour.
 * The "detail" view shows the cloth up close. Deterministic: same product, same bytes.
 */
export function productImageSvg(product: ProductModel, view: "main" | "detail" = "main"): string {
  const fill = product.colorName === null ? "#b98a55" : (COLOR[product.colorName].hex ?? "#8b8e93");
  const ink = contrast(fill);
  const title = escapeXml(product.name.en);
  const body =
    view === "detail"
      ? `<defs><pattern id="weave" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="${fill}"/><path d="M0 12 H24 M12 0 V24" stroke="${ink}" stroke-opacity="0.18" stroke-width="3"/></pattern></defs>
  <rect x="60" y="60" width="480" height="560" rx="12" fill="url(#weave)"/>`
      : `<path d="${SHAPES[product.kind]}" fill="${fill}" stroke="#1b1b1b" stroke-opacity="0.35" stroke-width="4" stroke-linejoin="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${title}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f1ec"/>
  ${body}
  <text x="300" y="700" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" fill="#1b1b1b">${title}</text>
</svg>
`;
}
