import type { ImageKind } from "../families";
import type { Material } from "./material";
import { button, cloth, folds, type Paint, stitches } from "./paint";

/**
 * The second gallery image: the cloth up close, filling the frame, with the detail that sells
 * the piece (buttons and placket for shirts and tailoring, a seam and rivet for trousers, the
 * rib for knitwear, sole stitching for shoes), lit from the upper left.
 */
export function detailView(kind: ImageKind, paint: Paint, material: Material, variant: string): string {
  const sheet = "M0 0 H600 V744 H0 Z";
  const weave = `<g transform="scale(3)"><path d="M0 0 H200 V248 H0 Z" fill="url(#texture)" opacity="${paint.pale ? 0.6 : 0.9}"/></g>`;
  const base = `${cloth(sheet, paint.base, paint, { edge: false, texture: false })}${weave}`;
  const drape = folds(["M80 0 Q140 300 60 744", "M470 0 Q400 360 520 744", "M0 520 Q300 460 600 560"], paint, 28);
  const buttonColor = paint.pale ? "#f1eee6" : kind === "blazer" || kind === "coat" ? paint.deep : "#ece8dd";
  let focus: string;
  switch (kind) {
    case "shirt":
    case "polo":
    case "jacket":
      focus = `${cloth("M240 0 H360 V744 H240 Z", paint.base, paint)}${stitches("M246 0 V744", paint)}${stitches("M354 0 V744", paint)}${[150, 400, 650].map((y) => button(300, y, 24, buttonColor)).join("")}`;
      break;
    case "blazer":
    case "coat":
      focus = `${cloth("M0 0 L360 0 L180 744 L0 744 Z", paint.light, paint)}${stitches("M340 0 L166 744", paint)}${button(470, 420, 34, buttonColor)}`;
      break;
    case "knit":
      focus = `<g stroke="${paint.deep}" stroke-opacity="0.4" stroke-width="8">${Array.from({ length: 22 }, (_, index) => `<path d="M${index * 28} 480 V744"/>`).join("")}</g>`;
      break;
    case "trousers":
      focus = `${stitches("M120 0 Q160 300 130 744", paint, variant === "TR-JEA" ? "#c98a3c" : paint.stitch)}${stitches("M132 0 Q172 300 142 744", paint, variant === "TR-JEA" ? "#c98a3c" : paint.stitch)}${cloth("M300 0 H600 V160 H300 Z", paint.shade, paint)}${button(450, 80, 30, variant === "TR-JEA" ? "#b9a67a" : paint.deep)}`;
      break;
    case "sneaker":
    case "shoe":
    case "boot":
      focus = `${cloth("M0 560 H600 V744 H0 Z", kind === "sneaker" ? "#f3f1ec" : "#2a211b", paint)}${stitches("M0 540 Q300 520 600 540", paint)}${stitches("M0 552 Q300 532 600 552", paint)}`;
      break;
    default:
      focus = stitches("M60 60 H540 V684 H60 Z", paint);
  }
  return `<g>${base}${drape}${focus}</g>`;
}
