import type { ImageKind } from "../families";
import { cloth, folds, mix, type Paint, stitches } from "./paint";

/** Accessories laid on the studio floor or hung: ties, a rolled belt, a scarf, a pocket square, socks, a gift card and a gift box. */
export function accessory(kind: Exclude<ImageKind, "shirt" | "polo" | "trousers" | "blazer" | "coat" | "jacket" | "knit" | "sneaker" | "shoe" | "boot">, paint: Paint, variant: string, second?: Paint): string {
  switch (kind) {
    case "tie":
      return tie(paint, variant === "AC-KTI");
    case "belt":
      return belt(paint);
    case "scarf":
      return scarf(paint);
    case "square":
      return square(paint);
    case "socks":
      return socks(paint, second);
    case "card":
      return giftCard();
    case "box":
      return giftBox(paint);
  }
}

function tie(paint: Paint, knitted: boolean): string {
  const blade = knitted ? "M276 190 L324 190 L330 600 L270 600 Z" : "M280 190 L320 190 L354 560 L300 620 L246 560 Z";
  const stripes = knitted
    ? `<path d="${blade}" fill="url(#knit-tie)"/><defs><pattern id="knit-tie" width="8" height="6" patternUnits="userSpaceOnUse"><path d="M0 0 L4 5 L8 0" fill="none" stroke="#000" stroke-opacity="0.28" stroke-width="1.4"/></pattern></defs>`
    : `<path d="${blade}" fill="url(#repp)"/><defs><pattern id="repp" width="46" height="46" patternUnits="userSpaceOnUse" patternTransform="rotate(-40)"><rect width="46" height="8" fill="${mix(paint.base, "#ffffff", 0.55)}" opacity="0.8"/><rect y="12" width="46" height="3" fill="${mix(paint.base, "#c9a24a", 0.6)}" opacity="0.8"/></pattern></defs>`;
  return `<g>
  ${cloth(blade, paint.base, paint)}${stripes}
  ${folds(["M300 220 Q296 360 300 540"], paint, 10)}
  ${cloth("M274 120 L326 120 L332 152 L312 196 L288 196 L268 152 Z", paint.shade, paint)}
  ${folds(["M286 140 L296 188", "M316 140 L306 188"], paint, 4)}
  ${stitches(knitted ? "M272 596 H328" : "M250 556 L300 612 L350 556", paint)}
</g>`;
}

function belt(paint: Paint): string {
  return `<g>
  <ellipse cx="300" cy="500" rx="190" ry="120" fill="none" stroke="${paint.dark}" stroke-width="52"/>
  <ellipse cx="300" cy="470" rx="190" ry="120" fill="none" stroke="${paint.base}" stroke-width="52"/>
  <ellipse cx="300" cy="470" rx="190" ry="120" fill="none" stroke="url(#side-light)" stroke-width="52"/>
  <ellipse cx="300" cy="470" rx="210" ry="140" fill="none" stroke="${paint.stitch}" stroke-width="1.3" stroke-dasharray="5 4"/>
  <ellipse cx="300" cy="470" rx="170" ry="100" fill="none" stroke="${paint.stitch}" stroke-width="1.3" stroke-dasharray="5 4"/>
  <path d="M300 318 H430 V394 H300" fill="${paint.base}"/>
  <rect x="270" y="318" width="44" height="104" rx="10" fill="none" stroke="url(#metal)" stroke-width="10"/>
  <rect x="286" y="364" width="40" height="8" rx="3" fill="url(#metal)"/>
  ${[350, 380, 410].map((x) => `<ellipse cx="${x}" cy="368" rx="4" ry="5" fill="${paint.deep}"/>`).join("")}
</g>`;
}

function scarf(paint: Paint): string {
  const left = "M210 130 Q300 100 390 130 L376 200 Q300 180 224 200 Z";
  const fringe = (x: number) => Array.from({ length: 10 }, (_, index) => `<path d="M${x + index * 9} 0 v${18 + (index % 3) * 4}" />`).join("");
  return `<g>
  ${cloth("M224 180 L300 196 L292 620 L212 612 Z", paint.base, paint)}
  ${cloth("M300 196 L378 182 L392 560 L310 572 Z", paint.shade, paint)}
  <path d="M224 180 L300 196 L292 620 L212 612 Z" fill="url(#scarf-check)"/><path d="M300 196 L378 182 L392 560 L310 572 Z" fill="url(#scarf-check)"/>
  ${folds(["M250 220 Q244 400 252 600", "M340 220 Q350 380 344 560"], paint, 10)}
  ${cloth(left, paint.light, paint)}
  <g stroke="${paint.base}" stroke-width="4" stroke-linecap="round"><g transform="translate(214 612)">${fringe(0)}</g><g transform="translate(312 570)">${fringe(0)}</g></g>
  <defs><pattern id="scarf-check" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="6" y="27" fill="#000" opacity="0.12"/><rect width="6" height="60" x="27" fill="#000" opacity="0.12"/><rect width="60" height="2" y="40" fill="#fff" opacity="0.2"/></pattern></defs>
</g>`;
}

function square(paint: Paint): string {
  return `<g>
  ${cloth("M160 300 L440 300 L440 580 L160 580 Z", paint.base, paint)}
  ${cloth("M160 300 L440 300 L300 440 Z", paint.light, paint)}
  ${folds(["M180 330 L280 430", "M420 340 L320 440", "M200 560 Q300 520 400 560"], paint, 8)}
  ${stitches("M168 308 H432 V572 H168 Z", paint, paint.pale ? "#1f2a44" : "#f1eee6")}
  <path d="M160 300 L440 300 L440 580 L160 580 Z" fill="none" stroke="${paint.pale ? "#1f2a44" : "#f1eee6"}" stroke-width="4" stroke-opacity="0.7"/>
</g>`;
}

function socks(paint: Paint, second?: Paint): string {
  const sock = (dx: number, fill: string) => `<g transform="translate(${dx} 0)">
    ${cloth("M220 150 L300 150 L302 470 Q306 540 250 560 L160 560 Q124 548 130 512 Q138 480 180 470 L220 440 Z", fill, paint)}
    <path d="M220 150 L300 150 L302 470 Q306 540 250 560 L160 560 Q124 548 130 512 Q138 480 180 470 L220 440 Z" fill="url(#sock-rib)"/>
    ${cloth("M218 146 L302 146 L302 210 L218 210 Z", mix(fill, "#000000", 0.1), paint)}
    ${cloth("M130 512 Q138 480 180 470 L190 500 Q170 540 160 560 Q124 548 130 512 Z", mix(fill, "#c9a24a", 0.45), paint)}
  </g>`;
  return `<g>${sock(90, second?.base ?? paint.shade)}${sock(0, paint.base)}<defs><pattern id="sock-rib" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="3" height="8" fill="#000" opacity="0.14"/></pattern></defs></g>`;
}

function giftCard(): string {
  return `<g>
  <g transform="rotate(-6 300 420)">
    <rect x="130" y="310" width="340" height="214" rx="16" fill="#1f2a44"/>
    <rect x="130" y="310" width="340" height="214" rx="16" fill="url(#side-light)"/>
    <path d="M130 430 Q300 380 470 440 V508 Q470 524 454 524 H146 Q130 524 130 508 Z" fill="#c9a24a" opacity="0.85"/>
    <text x="160" y="370" font-family="Georgia, serif" font-size="30" fill="#f4f2ec">Gift card</text>
    <text x="440" y="500" text-anchor="end" font-family="Georgia, serif" font-size="40" fill="#1f2a44">€ 50</text>
  </g>
</g>`;
}

function giftBox(paint: Paint): string {
  const box = "#1f2a44";
  return `<g>
  <path d="M150 330 L450 330 L450 600 L150 600 Z" fill="${box}"/>
  <path d="M150 330 L450 330 L450 600 L150 600 Z" fill="url(#side-light)"/>
  <path d="M134 300 L466 300 L466 352 L134 352 Z" fill="${mix(box, "#ffffff", 0.12)}"/>
  <path d="M134 300 L466 300 L466 352 L134 352 Z" fill="url(#side-light)"/>
  <rect x="282" y="300" width="36" height="300" fill="${paint.base === "#b98a55" ? "#b3262e" : paint.base}"/>
  <rect x="282" y="300" width="36" height="300" fill="url(#side-light)"/>
  <path d="M300 300 C260 230 200 250 226 290 Q250 306 300 300 C350 306 374 290 374 290 C400 250 340 230 300 300 Z" fill="#b3262e"/>
  <path d="M300 300 C260 230 200 250 226 290 Q250 306 300 300 C350 306 374 290 374 290 C400 250 340 230 300 300 Z" fill="url(#dome)"/>
</g>`;
}
