import { cloth, mix, type Paint, stitches } from "./paint";

/**
 * One shoe in profile, toe to the right, as shoe shops photograph them: a sneaker (white cup
 * sole, laces), a dress shoe (derby laces and toe cap, loafer saddle, brogue punching) or a
 * Chelsea boot (elastic side gusset, pull tab). Drawn at 1.15× around the middle of the frame.
 */
export function shoe(kind: "sneaker" | "shoe" | "boot", paint: Paint, variant: string): string {
  const one = kind === "sneaker" ? sneaker(paint) : kind === "boot" ? boot(paint) : dress(paint, variant);
  return `<g transform="translate(300 430) scale(1.15) translate(-310 -470)">${one}</g>`;
}

/** The inside of the shoe seen over the topline: dark lining, lighter insole at the heel. */
const opening = (d: string, paint: Paint) => `<path d="${d}" fill="${mix(paint.base, "#000000", 0.7)}"/><path d="${d}" fill="url(#fall-light)"/>`;

function laces(points: readonly (readonly [number, number])[], color: string, eyelet: string): string {
  const crossings = points.map(([x, y]) => `<path d="M${x - 10} ${y + 6} L${x + 14} ${y - 8}" stroke="${color}" stroke-width="5" stroke-linecap="round"/>`).join("");
  const holes = points.map(([x, y]) => `<circle cx="${x - 10}" cy="${y + 6}" r="2.6" fill="${eyelet}"/><circle cx="${x + 14}" cy="${y - 8}" r="2.6" fill="${eyelet}"/>`).join("");
  return `<g>${holes}${crossings}<g opacity="0.35">${points.map(([x, y]) => `<path d="M${x - 10} ${y + 7} L${x + 14} ${y - 7}" stroke="#000" stroke-width="5" stroke-linecap="round" transform="translate(1 2)" filter="url(#soft)"/>`).join("")}</g></g>`;
}

function sneaker(paint: Paint): string {
  const sole = "#f4f2ed";
  const upper = "M128 470 C118 436 118 396 132 368 C166 378 206 382 238 372 C254 356 266 340 280 330 L330 322 C366 352 414 382 470 402 C500 412 514 438 508 470 Z";
  const lace = paint.pale ? "#fbfaf7" : mix(paint.base, "#ffffff", 0.15);
  return `<g>
  ${opening("M132 368 C166 378 206 382 238 372 C220 360 170 356 132 368 Z", paint)}
  ${cloth(upper, paint.base, paint)}
  ${cloth("M128 470 C118 436 118 396 132 368 C150 374 170 378 190 380 C196 420 196 450 190 470 Z", paint.shade, paint)}
  ${cloth("M420 386 C462 400 506 420 510 456 L476 456 C470 430 452 408 418 400 Z", paint.shade, paint)}
  ${stitches("M190 382 C196 420 196 450 190 468", paint)}${stitches("M418 402 C452 410 470 430 476 456", paint)}
  ${stitches("M136 448 C200 440 300 436 380 440 C430 442 470 446 504 452", paint)}
  <path d="M232 402 C280 396 330 396 370 404" fill="none" stroke="${paint.stitch}" stroke-opacity="0.6" stroke-width="3" stroke-linecap="round"/>
  ${laces([[286, 346], [306, 358], [326, 370], [346, 382], [366, 392]], lace, paint.deep)}
  <path d="M116 466 L516 466 C522 484 514 500 498 504 L124 504 C110 500 108 484 116 466 Z" fill="${sole}" stroke="#c4bfb5" stroke-width="1.5"/>
  <path d="M116 466 L516 466 C522 484 514 500 498 504 L124 504 C110 500 108 484 116 466 Z" fill="url(#fall-light)"/>
  <path d="M118 484 H516" stroke="#cfcac0" stroke-width="1.5"/>
  ${stitches("M122 474 H510", paint, "#bdb8ae")}
  <path d="M124 504 H498" stroke="#8f8a80" stroke-width="3"/>
</g>`;
}

function dress(paint: Paint, variant: string): string {
  const upper = "M130 478 C120 452 118 422 128 394 C166 398 206 404 242 402 C262 396 286 380 312 366 L350 358 C410 370 470 404 500 432 C516 446 514 468 502 478 Z";
  const sole = mix(paint.base, "#000000", 0.62);
  const loafer = variant === "SO-LOA";
  const brogue = variant === "SO-BRO";
  const top = loafer
    ? `${cloth("M262 390 C300 366 340 356 372 360 C404 366 430 380 452 398 L442 410 C404 392 360 384 318 388 C296 390 278 394 262 398 Z", paint.shade, paint)}${stitches("M272 392 C310 378 360 372 440 402", paint)}<path d="M330 380 Q352 374 376 382" stroke="${paint.deep}" stroke-width="5" fill="none" stroke-linecap="round"/>`
    : `${cloth("M232 398 C262 392 290 372 314 362 L352 356 C362 372 370 392 374 410 C330 410 280 408 232 404 Z", paint.shade, paint)}${stitches("M240 402 C290 404 330 406 370 406", paint)}${laces([[290, 382], [312, 372], [334, 364]], mix(paint.base, "#000000", 0.45), mix(paint.base, "#000000", 0.6))}`;
  const cap = variant === "SO-DER" || brogue ? `<path d="M422 398 C436 420 440 448 434 474" fill="none" stroke="${paint.deep}" stroke-opacity="0.7" stroke-width="2"/>${stitches("M428 398 C442 420 446 448 440 474", paint)}` : "";
  const punching = brogue
    ? `<path d="M416 398 C430 420 434 448 428 474" fill="none" stroke="${paint.deep}" stroke-width="3" stroke-dasharray="0.1 6" stroke-linecap="round"/><path d="M150 470 C200 460 230 440 240 404" fill="none" stroke="${paint.deep}" stroke-width="3" stroke-dasharray="0.1 6" stroke-linecap="round"/><g fill="${paint.deep}" opacity="0.8">${[[470, 440], [478, 452], [462, 452], [470, 462], [486, 462], [456, 464]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.8"/>`).join("")}</g>`
    : "";
  return `<g>
  ${opening("M128 394 C166 398 206 404 242 402 C228 390 176 384 128 394 Z", paint)}
  ${cloth(upper, paint.base, paint)}
  <path d="M170 472 C176 440 176 410 168 388" fill="none" stroke="${paint.deep}" stroke-opacity="0.55" stroke-width="2"/>${stitches("M176 472 C182 440 182 410 174 390", paint)}
  <path d="M312 368 C280 384 240 402 196 408" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="6" filter="url(#soft)"/>
  <path d="M380 382 C430 392 470 412 490 432" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="8" stroke-linecap="round" filter="url(#fold)"/>
  ${top}${cap}${punching}
  ${stitches("M136 464 C220 458 380 456 496 466", paint)}
  <path d="M122 476 L508 476 C512 484 506 490 496 490 L246 490 L242 512 L134 512 L130 492 C122 488 118 482 122 476 Z" fill="${sole}"/>
  <path d="M124 482 H506" stroke="#fff" stroke-opacity="0.15" stroke-width="1.5"/>
  ${stitches("M130 480 H500", paint, mix(sole, "#ffffff", 0.3))}
  <path d="M134 506 H242" stroke="#000" stroke-opacity="0.35" stroke-width="3"/>
</g>`;
}

function boot(paint: Paint): string {
  const upper = "M152 478 C146 420 156 340 166 240 L296 236 C300 316 316 360 356 380 C410 400 470 420 492 446 C504 460 502 474 494 480 Z";
  const sole = mix(paint.base, "#000000", 0.65);
  const elastic = mix(paint.base, "#000000", 0.55);
  return `<g>
  ${opening("M166 240 C210 232 256 230 296 236 C256 246 206 248 166 240 Z", paint)}
  ${cloth(upper, paint.base, paint)}
  <path d="M198 258 C214 300 224 350 230 392 C238 352 256 300 272 256 Z" fill="${elastic}"/>
  <path d="M206 270 L226 384 M218 264 L229 388 M232 262 L232 388 M246 262 L236 384 M258 262 L240 376" stroke="#000" stroke-opacity="0.3" stroke-width="2.2"/>
  ${stitches("M194 258 C212 300 222 350 228 396 C240 352 258 300 276 256", paint)}
  ${cloth("M156 232 L178 232 L176 276 L158 276 Z", paint.shade, paint)}
  <path d="M380 384 C430 394 470 414 488 436" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="8" stroke-linecap="round" filter="url(#fold)"/>
  ${stitches("M160 462 C260 454 400 452 486 462", paint)}
  <path d="M148 476 L498 476 C500 486 494 492 484 492 L266 492 L262 512 L156 512 L152 494 C146 490 144 484 148 476 Z" fill="${sole}"/>
  <path d="M156 506 H262" stroke="#000" stroke-opacity="0.35" stroke-width="3"/>
</g>`;
}
