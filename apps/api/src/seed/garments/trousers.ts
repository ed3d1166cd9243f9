import { button, cloth, folds, mirrored, type Paint, stitches } from "./paint";

/** Trousers laid out front: waistband with loops, fly, slanted or jeans pockets, pressed creases, turn-ups for wool. */
export function trousers(paint: Paint, variant: string): string {
  const jeans = variant === "TR-JEA";
  const seam = jeans ? "#c98a3c" : paint.stitch;
  const legs = "M196 136 L404 136 L428 652 L322 660 L302 300 L298 300 L278 660 L172 652 Z";
  const cord = variant === "TR-COR" ? `<path d="${legs}" fill="url(#cord)"/>` : "";
  const pocket = jeans
    ? `<path d="M204 156 Q236 200 262 160" fill="none" stroke="${paint.deep}" stroke-opacity="0.6" stroke-width="2"/>${stitches("M206 164 Q236 206 264 168", paint, seam)}<circle cx="210" cy="160" r="2.8" fill="url(#metal)"/>`
    : `<path d="M204 156 L238 236" fill="none" stroke="${paint.deep}" stroke-opacity="0.55" stroke-width="2.2"/>${stitches("M210 156 L244 234", paint, seam)}`;
  const loop = `${cloth("M226 134 L238 134 L238 168 L226 168 Z", paint.base, paint)}`;
  const crease = `<path d="M240 200 L226 650" stroke="#fff" stroke-opacity="${paint.pale ? 0.5 : 0.16}" stroke-width="2" filter="url(#soft)"/><path d="M243 200 L229 650" stroke="#000" stroke-opacity="0.12" stroke-width="2" filter="url(#soft)"/>`;
  const hem = variant === "TR-WOL" ? stitches("M174 630 L278 636", paint) : stitches("M174 640 L278 646", paint, seam);
  return `<g>
  ${cloth(legs, paint.base, paint)}${cord}
  ${folds(["M290 320 Q276 340 290 370", "M200 560 Q230 570 262 560", "M338 560 Q370 570 402 560", "M186 420 Q200 440 190 470", "M414 420 Q402 440 410 470", "M250 290 Q270 300 292 290"], paint)}
  ${crease}${mirrored(crease)}
  ${pocket}${mirrored(pocket)}
  ${hem}${mirrored(hem)}
  ${cloth("M194 110 L406 110 L406 140 L194 140 Z", paint.base, paint)}
  ${stitches("M196 116 H404 M196 134 H404", paint, seam)}
  ${loop}${mirrored(loop)}${cloth("M294 108 L306 108 L306 142 L294 142 Z", paint.base, paint)}
  ${stitches("M304 142 L304 250 Q304 268 286 262", paint, seam)}
  ${jeans ? `<circle cx="300" cy="125" r="7" fill="url(#metal)"/><circle cx="300" cy="125" r="7" fill="url(#dome)"/>` : button(318, 125, 6, paint.dark)}
  ${jeans ? `${stitches("M196 144 Q300 160 404 144", paint, seam)}` : ""}
  <defs><pattern id="cord" width="7" height="10" patternUnits="userSpaceOnUse"><rect width="3" height="10" fill="#fff" opacity="0.1"/><rect x="4" width="2" height="10" fill="#000" opacity="0.18"/></pattern></defs>
</g>`;
}
