import { button, cloth, folds, mirrored, type Paint, stitches } from "./paint";

const BODY = "M252 136 L180 166 C188 230 192 280 190 330 L188 636 Q300 676 412 636 L410 330 C408 280 412 230 420 166 L348 136 Q300 152 252 136 Z";
const LONG_SLEEVE = "M184 164 C164 178 148 212 140 252 L106 468 L100 552 L160 560 L168 470 L192 336 L210 330 L206 170 Z";
const SHORT_SLEEVE = "M184 164 C162 178 142 210 130 250 L100 322 L162 344 L178 296 L192 330 L210 326 L206 170 Z";

/** A button-down shirt, ghost-mannequin front: spread collar, placket, chest pocket, cuffs. */
export function shirt(paint: Paint, variant: string): string {
  const pocket = variant !== "SH-POP" && variant !== "SH-TWI";
  const buttonColor = paint.pale ? "#f1eee6" : variant === "SH-DEN" ? "#c9b48a" : "#ece8dd";
  const sleeve = cloth(LONG_SLEEVE, paint.shade, paint);
  const cuff = `${cloth("M102 520 L166 526 L160 560 L100 552 Z", paint.base, paint)}${stitches("M104 528 L163 533", paint)}${button(132, 542, 4.5, buttonColor)}`;
  return `<g>
  <path d="M252 136 Q300 118 348 136 L340 170 Q300 186 260 170 Z" fill="${paint.deep}"/>
  ${sleeve}${mirrored(sleeve)}
  ${cloth(BODY, paint.base, paint)}
  ${folds(["M214 220 Q224 300 212 380", "M388 250 Q376 330 392 420", "M210 560 Q250 548 280 568", "M330 590 Q360 570 392 580", "M128 330 Q142 380 134 430", "M472 330 Q458 380 466 430", "M116 470 Q136 480 160 474"], paint)}
  ${cuff}${mirrored(cuff)}
  ${cloth("M288 168 L312 168 L312 652 L288 652 Z", paint.base, paint, { edge: false })}
  ${stitches("M289 176 V648", paint)}${stitches("M311 176 V648", paint)}
  ${[212, 274, 336, 398, 460, 522, 584].map((y) => button(300, y, 5.5, buttonColor)).join("")}
  ${pocket ? `${cloth("M338 262 L396 262 L396 326 Q367 336 338 326 Z", paint.base, paint)}${stitches("M341 272 H393", paint)}` : ""}
  ${cloth("M252 134 Q300 112 348 134 L352 146 Q300 128 248 146 Z", paint.light, paint)}
  ${cloth("M300 172 L250 136 Q236 150 238 160 L270 212 Z", paint.light, paint)}
  ${cloth("M300 172 L350 136 Q364 150 362 160 L330 212 Z", paint.light, paint)}
  ${stitches("M252 146 L274 198", paint)}${stitches("M348 146 L326 198", paint)}
</g>`;
}

/** A piqué polo: ribbed flat collar, short placket, short sleeves with ribbed bands. */
export function polo(paint: Paint): string {
  const sleeve = `${cloth(SHORT_SLEEVE, paint.shade, paint)}${cloth("M100 322 L162 344 L156 362 L94 340 Z", paint.base, paint)}`;
  const body = BODY.replace("L188 636 Q300 676 412 636", "L188 616 L412 616");
  return `<g>
  <path d="M252 136 Q300 118 348 136 L340 170 Q300 186 260 170 Z" fill="${paint.deep}"/>
  ${sleeve}${mirrored(sleeve)}
  ${cloth(body, paint.base, paint)}
  ${folds(["M214 230 Q226 320 212 400", "M390 260 Q376 340 392 430", "M220 560 Q260 548 290 566"], paint)}
  ${cloth("M288 170 L312 170 L312 270 L288 270 Z", paint.base, paint)}
  ${stitches("M289 176 V266", paint)}${stitches("M311 176 V266", paint)}
  ${button(300, 200, 5, paint.light)}${button(300, 244, 5, paint.light)}
  ${cloth("M300 174 L250 136 Q232 156 240 170 L278 206 Z", paint.light, paint)}
  ${cloth("M300 174 L350 136 Q368 156 360 170 L322 206 Z", paint.light, paint)}
  ${stitches("M188 606 H412", paint)}
</g>`;
}

/** Knitwear: crew or V neck, cardigan, half-zip or cable; ribbed neck, cuffs and hem. */
export function knit(paint: Paint, variant: string): string {
  const sleeve = `${cloth(LONG_SLEEVE.replace("L100 552 L160 560", "L102 552 L160 560"), paint.shade, paint)}${cloth("M104 512 L166 518 L160 562 L100 556 Z", paint.base, paint)}${rib("M108 518 L104 556", 7, 8, paint)}`;
  const body = "M252 138 L180 168 C190 230 196 280 194 330 L192 640 L408 640 L406 330 C404 280 410 230 420 168 L348 138 Q300 156 252 138 Z";
  const neck =
    variant === "KN-CAS" || variant === "KN-CAR"
      ? `<path d="M254 140 Q300 126 346 140 L300 ${variant === "KN-CAR" ? 300 : 250} Z" fill="${paint.deep}"/>${cloth(`M250 138 L300 ${variant === "KN-CAR" ? 300 : 252} L350 138 L340 134 L300 ${variant === "KN-CAR" ? 272 : 226} L260 134 Z`, paint.base, paint)}`
      : variant === "KN-ZIP"
        ? `${cloth("M252 120 Q300 108 348 120 L350 150 Q300 162 250 150 Z", paint.base, paint)}<path d="M300 118 V300" stroke="#8d8a82" stroke-width="5"/><path d="M300 118 V300" stroke="#d8d4cb" stroke-width="2" stroke-dasharray="2 2"/><rect x="294" y="290" width="12" height="20" rx="3" fill="url(#metal)"/>`
        : `<path d="M256 140 Q300 128 344 140 Q300 168 256 140 Z" fill="${paint.deep}"/>${cloth("M248 136 Q300 120 352 136 L346 150 Q300 178 254 150 Z", paint.base, paint)}<g fill="none" stroke="${paint.deep}" stroke-opacity="0.3" stroke-width="1.4">${[0, 1, 2, 3].map((index) => `<path d="M${252 + index} ${141 + index * 3} Q300 ${162 + index * 3.5} ${348 - index} ${141 + index * 3}"/>`).join("")}</g>`;
  const cable = variant === "KN-CAB" ? [230, 300, 370].map((x) => cableColumn(x, paint)).join("") : "";
  const cardigan = variant === "KN-CAR" ? `${stitches("M300 300 V640", paint, paint.deep)}${[340, 400, 460, 520, 580].map((y) => button(308, y, 6, paint.deep)).join("")}` : "";
  return `<g>
  ${sleeve}${mirrored(sleeve)}
  ${cloth(body, paint.base, paint)}
  <path d="${body}" fill="url(#knit-rib)" opacity="0.5"/>
  ${cable}
  ${folds(["M222 230 Q232 320 220 420", "M382 260 Q370 340 384 440", "M230 560 Q262 552 290 566"], paint, 8)}
  ${cloth("M192 596 L408 596 L408 642 L192 642 Z", paint.base, paint)}${rib("M198 600 L198 640", 6, 36, paint)}
  ${neck}${cardigan}
  <defs><pattern id="knit-rib" width="7" height="7" patternUnits="userSpaceOnUse"><path d="M0 0 L3.5 5 L7 0" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="1"/></pattern></defs>
</g>`;
}

/** Rib knit: `count` parallel lines of `d`, `gap` apart (x). */
function rib(d: string, gap: number, count: number, paint: Paint): string {
  return `<g stroke="${paint.deep}" stroke-opacity="0.35" stroke-width="1.6" fill="none">${Array.from({ length: count }, (_, index) => `<path d="${d}" transform="translate(${index * gap} 0)"/>`).join("")}</g>`;
}

/** A cable: twisted rope down the front. */
function cableColumn(x: number, paint: Paint): string {
  const twists = Array.from({ length: 12 }, (_, index) => {
    const y = 190 + index * 34;
    return `<path d="M${x - 12} ${y} Q${x} ${y + 10} ${x + 12} ${y + 30}" /><path d="M${x + 12} ${y} Q${x + 4} ${y + 8} ${x + 2} ${y + 12}"/>`;
  }).join("");
  return `<g fill="none" stroke-linecap="round"><g stroke="${paint.deep}" stroke-opacity="0.4" stroke-width="5" filter="url(#soft)">${twists}</g><g stroke="${paint.light}" stroke-opacity="0.5" stroke-width="2" transform="translate(-2 -2)">${twists}</g><path d="M${x - 20} 180 V580 M${x + 20} 180 V580" stroke="${paint.deep}" stroke-opacity="0.3" stroke-width="2"/></g>`;
}
