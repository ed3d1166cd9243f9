import { cloth, mix, type Paint, stitches } from "./paint";

/**
 * A pair of shoes in profile, the far one behind and a little higher: a sneaker (thick white
 * cup sole, laces), a dress shoe (derby laces, loafer strap or brogue punching) or a Chelsea
 * boot (elastic side gusset, pull tab).
 */
export function shoe(kind: "sneaker" | "shoe" | "boot", paint: Paint, variant: string): string {
  const one = kind === "sneaker" ? sneaker(paint) : kind === "boot" ? boot(paint) : dress(paint, variant);
  return `<g>
  <g transform="translate(64 -74) scale(0.92)" opacity="0.96"><g filter="url(#soft)" opacity="0.25"><ellipse cx="300" cy="566" rx="200" ry="10" fill="#000"/></g>${one}<rect x="60" y="200" width="500" height="400" fill="#000" opacity="0.12"/></g>
  <g transform="translate(-14 0)">${one}</g>
</g>`.replace('<rect x="60" y="200" width="500" height="400" fill="#000" opacity="0.12"/>', "");
}

function sneaker(paint: Paint): string {
  const sole = paint.pale ? "#e9e6df" : "#f3f1ec";
  const upper = "M110 470 C102 430 104 392 122 372 C160 382 204 384 236 372 C252 356 262 336 276 322 L330 316 C362 352 410 380 470 404 C500 414 512 440 506 470 Z";
  return `<g>
  ${cloth(upper, paint.base, paint)}
  ${cloth("M122 372 C160 382 204 384 236 372 L250 380 C230 410 180 420 120 424 Z", paint.shade, paint)}
  ${cloth("M430 392 C470 400 504 420 506 452 L470 452 C466 430 452 410 430 404 Z", paint.shade, paint)}
  ${[0, 1, 2, 3, 4].map((index) => `<path d="M${282 + index * 18} ${330 + index * 13} l22 -12" stroke="${paint.pale ? "#f7f6f2" : mix(paint.base, "#ffffff", 0.1)}" stroke-width="6" stroke-linecap="round"/><circle cx="${280 + index * 18}" cy="${333 + index * 13}" r="2.4" fill="${paint.deep}"/>`).join("")}
  ${stitches("M120 452 C160 440 230 430 300 432 C380 434 450 440 500 450", paint)}
  <path d="M98 468 L516 468 C520 486 512 500 496 504 L112 504 C100 500 96 486 98 468 Z" fill="${sole}" stroke="#bdb8ae" stroke-width="1.5"/>
  <path d="M102 486 H512" stroke="#c8c3b9" stroke-width="1.5"/>
  <path d="M112 504 H496" stroke="#9c978d" stroke-width="3"/>
</g>`;
}

function dress(paint: Paint, variant: string): string {
  const upper = "M122 480 C114 450 116 410 130 388 C170 396 214 402 250 396 C272 388 292 372 312 362 L352 356 C400 372 450 402 488 430 C508 446 510 466 500 480 Z";
  const sole = mix(paint.base, "#000000", 0.6);
  const detail =
    variant === "SO-LOA"
      ? `${cloth("M300 372 C340 366 380 376 418 402 L410 420 C372 396 336 390 304 394 Z", paint.shade, paint)}<path d="M340 386 Q360 380 382 390" stroke="${paint.deep}" stroke-width="5" fill="none" stroke-linecap="round"/>`
      : `${cloth("M290 362 C320 356 352 354 380 368 L404 400 C360 396 320 396 290 404 Z", paint.shade, paint)}${[0, 1, 2, 3].map((index) => `<path d="M${306 + index * 22} ${372 + index * 6} l14 16" stroke="${paint.deep}" stroke-width="3" stroke-linecap="round"/>`).join("")}`;
  const brogue = variant === "SO-BRO" ? `<path d="M420 412 C440 430 470 444 494 450" fill="none" stroke="${paint.deep}" stroke-width="3" stroke-dasharray="1 5" stroke-linecap="round"/><path d="M180 450 C240 440 330 440 430 416" fill="none" stroke="${paint.deep}" stroke-width="3" stroke-dasharray="1 5" stroke-linecap="round"/>` : "";
  return `<g>
  ${cloth(upper, paint.base, paint)}
  <path d="M312 366 C280 384 240 400 190 404" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="5" filter="url(#soft)"/>
  <ellipse cx="446" cy="424" rx="26" ry="7" fill="#fff" opacity="0.14" filter="url(#fold)"/>
  ${detail}${brogue}
  ${stitches("M132 462 C220 454 380 452 492 462", paint)}
  <path d="M116 476 L504 476 C508 484 502 492 492 492 L240 492 L236 510 L128 510 L124 494 C116 490 114 484 116 476 Z" fill="${sole}"/>
  <path d="M128 504 H236" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>
</g>`;
}

function boot(paint: Paint): string {
  const upper = "M150 478 C148 420 160 340 170 250 L300 246 C306 320 320 360 356 380 C410 400 470 420 492 446 C504 460 502 474 494 480 Z";
  const sole = mix(paint.base, "#000000", 0.65);
  return `<g>
  ${cloth(upper, paint.base, paint)}
  ${cloth("M200 262 L270 260 C272 320 262 360 250 392 L214 392 C206 350 200 300 200 262 Z", mix(paint.base, "#000000", 0.5), paint)}
  <path d="M214 270 V388 M226 268 V390 M238 266 V390 M250 266 V388 M262 268 V370" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>
  ${cloth("M282 228 L306 226 L304 262 L284 262 Z", paint.shade, paint)}
  <ellipse cx="446" cy="434" rx="26" ry="7" fill="#fff" opacity="0.14" filter="url(#fold)"/>
  ${stitches("M162 460 C260 452 400 450 486 462", paint)}
  <path d="M146 476 L498 476 C500 486 494 492 484 492 L262 492 L258 512 L154 512 L150 494 C146 490 144 484 146 476 Z" fill="${sole}"/>
</g>`;
}
