export type Material = "cotton" | "linen" | "denim" | "wool" | "cashmere" | "leather" | "suede" | "silk" | "paper";

/**
 * The cloth's surface as a tileable pattern `#texture` (drawn over the colour at low opacity):
 * a weave, a twill, a knit, a grain. Patterns, not noise filters: they render the same at
 * every size and cost librsvg little.
 */
export function textureOf(material: Material): string {
  // librsvg fills with a pattern tile by tile: a tile of ~48 units (the small weave repeated)
  // renders 2–3× faster than the 4–16 unit weave itself.
  const pattern = (size: number, body: string) => {
    const repeat = Math.max(1, Math.round(48 / size));
    const tile = size * repeat;
    const copies = Array.from({ length: repeat * repeat }, (_, index) => `<g transform="translate(${(index % repeat) * size} ${Math.floor(index / repeat) * size})">${body}</g>`).join("");
    return `<pattern id="texture" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">${copies}</pattern>`;
  };
  switch (material) {
    case "denim":
      return pattern(6, `<path d="M0 6 L6 0 M-1 1 L1 -1 M5 7 L7 5" stroke="#fff" stroke-opacity="0.28" stroke-width="1.4"/><path d="M0 3 L3 0 M3 6 L6 3" stroke="#000" stroke-opacity="0.25" stroke-width="1"/>`);
    case "wool":
      return pattern(10, `<path d="M0 0 L5 5 L0 10 M5 0 L10 5 L5 10" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="1.6"/><path d="M2 0 L7 5 L2 10" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="1.2"/>`);
    case "cashmere":
      return pattern(8, `<path d="M0 0 Q2 4 4 8 M4 0 Q6 4 8 8" fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="2"/>`);
    case "linen":
      return pattern(9, `<path d="M0 2 H9 M0 6.5 H9" stroke="#fff" stroke-opacity="0.16" stroke-width="1.4"/><path d="M3 0 V9 M7 0 V9" stroke="#000" stroke-opacity="0.09" stroke-width="1.2"/><path d="M0 4 H5" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`);
    case "leather":
      return pattern(14, `<path d="M2 3 q3 -2 5 1 M8 10 q3 -1 4 2 M1 11 q2 1 3 -1 M9 2 q2 2 4 0" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="0.8"/>`);
    case "suede":
      return pattern(5, `<circle cx="1" cy="1" r="0.9" fill="#fff" fill-opacity="0.1"/><circle cx="3.5" cy="3" r="0.8" fill="#000" fill-opacity="0.14"/>`);
    case "silk":
      return pattern(16, `<path d="M-4 16 L16 -4 M0 20 L20 0" stroke="#fff" stroke-opacity="0.14" stroke-width="5"/>`);
    case "paper":
      return pattern(8, `<rect width="8" height="8" fill="none"/>`);
    case "cotton":
      return pattern(4, `<path d="M0 1 H4" stroke="#fff" stroke-opacity="0.12" stroke-width="1"/><path d="M1 0 V4" stroke="#000" stroke-opacity="0.07" stroke-width="1"/>`);
  }
}
