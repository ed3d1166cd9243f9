import { button, cloth, folds, mirrored, type Paint, stitches } from "./paint";

const SLEEVE = "M186 150 C162 166 144 206 136 250 L110 480 L106 600 L168 606 L174 480 L196 330 L214 330 L210 156 Z";

/**
 * Tailoring and outerwear, front: a blazer (notch lapels, two buttons, flap pockets), an
 * overcoat (the same, longer, with a third button), a jacket (field: stand collar, zip and
 * four pockets; quilted: diamond stitching; suede: shirt collar and buttons).
 */
export function tailoring(kind: "blazer" | "coat" | "jacket", paint: Paint, variant: string): string {
  const hem = kind === "coat" ? 690 : kind === "blazer" ? 612 : 590;
  const sleeveBottom = kind === "coat" ? 620 : kind === "blazer" ? 600 : 584;
  const sleeve = cloth(SLEEVE.replace("L106 600 L168 606", `L106 ${sleeveBottom} L168 ${sleeveBottom + 6}`), paint.shade, paint);
  const cuffButtons = kind === "jacket" ? "" : [0, 1, 2].map((index) => button(150 + index * 9, sleeveBottom - 22 - index * 2, 3.4, paint.deep)).join("");
  const body = `M256 126 L186 150 C196 220 200 280 198 340 L${kind === "coat" ? 190 : 194} ${hem} L${kind === "jacket" ? 406 : 300} ${hem + (kind === "jacket" ? 0 : 8)} L${kind === "coat" ? 410 : 406} ${hem} L402 340 C400 280 404 220 414 150 L344 126 Q300 140 256 126 Z`;
  const inside = `<path d="M256 126 Q300 112 344 126 L300 ${kind === "jacket" ? 170 : 380} Z" fill="${paint.deep}"/>`;
  if (kind === "jacket") return jacket(paint, variant, body, sleeve, inside, hem);
  const lapel = cloth(`M256 124 L226 180 L246 196 L238 210 L300 ${kind === "coat" ? 400 : 380} L300 370 L272 150 Z`, paint.light, paint);
  const flap = `${cloth(`M208 ${hem - 150} L270 ${hem - 146} L270 ${hem - 124} L208 ${hem - 128} Z`, paint.base, paint)}<path d="M208 ${hem - 150} L270 ${hem - 146}" stroke="${paint.deep}" stroke-opacity="0.5" stroke-width="2"/>`;
  const shirtFront = `<path d="M262 132 Q300 122 338 132 L300 300 Z" fill="#f1eee8"/><path d="M288 170 L312 170 L306 330 L294 330 Z" fill="${paint.pale ? "#6d1f2b" : "#cfd6de"}"/><path d="M262 132 L300 176 L338 132" fill="none" stroke="#cfcac0" stroke-width="2"/>`;
  const buttons = (kind === "coat" ? [420, 490, 560] : [410, 480]).map((y) => button(310, y, 7.5, paint.deep)).join("");
  return `<g>
  ${sleeve}${mirrored(sleeve)}${cuffButtons}${mirrored(cuffButtons)}
  ${cloth(body, paint.base, paint)}
  ${inside}${shirtFront}
  ${folds([`M230 ${hem - 60} Q260 ${hem - 50} 286 ${hem - 70}`, "M380 300 Q370 380 384 460", "M140 400 Q156 440 148 480", "M460 400 Q444 440 452 480", `M300 ${kind === "coat" ? 400 : 380} L300 ${hem}`], paint, 6)}
  ${lapel}${mirrored(lapel)}
  ${stitches(`M252 140 L234 182 M300 ${kind === "coat" ? 392 : 372} L270 160`, paint)}
  ${flap}${mirrored(flap)}
  ${cloth("M334 276 L384 272 L384 282 L334 286 Z", paint.base, paint)}
  ${buttons}
  <path d="M300 ${kind === "coat" ? 400 : 380} Q296 ${hem - 40} 270 ${hem + 4}" fill="none" stroke="${paint.deep}" stroke-opacity="0.55" stroke-width="2"/>
</g>`;
}

function jacket(paint: Paint, variant: string, body: string, sleeve: string, inside: string, hem: number): string {
  const quilted = variant === "JA-QLT";
  const suede = variant === "JA-SUE";
  const pocket = (y: number, h: number) => `${cloth(`M212 ${y} L274 ${y} L274 ${y + h} Q243 ${y + h + 8} 212 ${y + h} Z`, paint.base, paint)}${cloth(`M210 ${y - 4} L276 ${y - 4} L276 ${y + 18} L210 ${y + 18} Z`, paint.shade, paint)}${button(243, y + 8, 4.5, paint.deep)}`;
  const pockets = variant === "JA-FLD" ? `${pocket(260, 70)}${mirrored(pocket(260, 70))}${pocket(460, 90)}${mirrored(pocket(460, 90))}` : `${stitches(`M214 ${hem - 130} L236 ${hem - 60}`, paint)}${mirrored(stitches(`M214 ${hem - 130} L236 ${hem - 60}`, paint))}`;
  const quilting = quilted ? `<path d="${body}" fill="url(#quilt)"/><defs><pattern id="quilt" width="44" height="44" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0 H44 M0 0 V44" stroke="${paint.deep}" stroke-opacity="0.6" stroke-width="1.6" stroke-dasharray="4 3"/><rect x="2" y="2" width="40" height="40" fill="url(#dome)" opacity="0.35"/></pattern></defs>` : "";
  const collar = suede
    ? `${cloth("M300 158 L254 122 Q236 142 240 156 L274 204 Z", paint.light, paint)}${mirrored(cloth("M300 158 L254 122 Q236 142 240 156 L274 204 Z", paint.light, paint))}`
    : cloth("M252 102 Q300 90 348 102 L350 150 Q300 160 250 150 Z", paint.shade, paint);
  const front = suede
    ? [250, 320, 390, 460, 530].map((y) => button(300, y, 6.5, paint.deep)).join("")
    : `<path d="M300 150 V${hem}" stroke="#4a4740" stroke-width="6"/><path d="M300 150 V${hem}" stroke="#a6a296" stroke-width="2.5" stroke-dasharray="2 2"/><rect x="293" y="150" width="14" height="26" rx="3" fill="url(#metal)"/>`;
  const cuffs = `${cloth("M106 554 L170 560 L168 590 L106 584 Z", paint.base, paint)}`;
  return `<g>
  ${sleeve}${mirrored(sleeve)}${cuffs}${mirrored(cuffs)}
  ${inside}
  ${cloth(body, paint.base, paint)}${quilting}
  ${folds(["M230 540 Q262 530 286 550", "M380 300 Q370 380 384 460", "M140 400 Q156 440 148 480", "M460 400 Q444 440 452 480"], paint, 6)}
  ${pockets}
  ${cloth(`M194 ${hem - 28} L406 ${hem - 28} L406 ${hem} L194 ${hem} Z`, paint.base, paint)}
  ${front}${collar}
</g>`;
}
