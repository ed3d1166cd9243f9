/** Colours of one garment, derived from its colour swatch: the photo's light falls from the upper left. */
export interface Paint {
  base: string;
  light: string;
  /** Sleeves and the far side: a step into the shadow. */
  shade: string;
  dark: string;
  deep: string;
  /** Stitching and edges: a little darker than the cloth (lighter on very dark cloth). */
  stitch: string;
  /** The cloth is light (white, beige, light blue): shadows are drawn softer. */
  pale: boolean;
}

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [value >> 16, (value >> 8) & 0xff, value & 0xff];
};
const toHex = (rgb: readonly number[]) => `#${rgb.map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, "0")).join("")}`;

/** `hex` moved a fraction `amount` of the way to `toward`. */
export function mix(hex: string, toward: string, amount: number): string {
  const from = channels(hex);
  const to = channels(toward);
  return toHex(from.map((channel, index) => channel + ((to[index] ?? 0) - channel) * amount));
}

export const luminance = (hex: string) => {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

export function paintOf(hex: string): Paint {
  const pale = luminance(hex) > 0.7;
  const veryDark = luminance(hex) < 0.18;
  return {
    base: hex,
    light: mix(hex, "#ffffff", veryDark ? 0.16 : 0.22),
    shade: mix(hex, "#000000", pale ? 0.05 : 0.12),
    dark: mix(hex, "#000000", pale ? 0.12 : 0.28),
    deep: mix(hex, "#000000", pale ? 0.3 : 0.55),
    stitch: veryDark ? mix(hex, "#ffffff", 0.22) : mix(hex, "#000000", pale ? 0.22 : 0.35),
    pale,
  };
}

/** A closed shape with its cloth colour, then the studio light over it (the shared gradients of studio.ts). */
export function cloth(d: string, fill: string, paint: Paint, options: { edge?: boolean; texture?: boolean } = {}): string {
  const edge = options.edge ?? true;
  return `<path d="${d}" fill="${fill}"/>${options.texture === false ? "" : `<path d="${d}" fill="url(#texture)" opacity="${paint.pale ? 0.35 : 0.55}"/>`}<path d="${d}" fill="url(#side-light)"/><path d="${d}" fill="url(#fall-light)"${edge ? ` stroke="${paint.deep}" stroke-opacity="${paint.pale ? 0.35 : 0.5}" stroke-width="1.5" stroke-linejoin="round"` : ""}/>`;
}

/** Soft folds: dark creases and their lit edges, blurred (one filter for them all: each filter is an offscreen surface). */
export function folds(paths: readonly string[], paint: Paint, width = 7): string {
  const shadow = paint.pale ? 0.1 : 0.2;
  return `<g filter="url(#fold)" fill="none" stroke-linecap="round">${paths
    .map((d) => `<path d="${d}" stroke="#000" stroke-opacity="${shadow}" stroke-width="${width}"/><path d="${d}" stroke="#fff" stroke-opacity="0.12" stroke-width="${width}" transform="translate(-6 -4)"/>`)
    .join("")}</g>`;
}

/** A dashed seam line. */
export const stitches = (d: string, paint: Paint, color = paint.stitch) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="0.8" stroke-width="1.3" stroke-dasharray="5 4" stroke-linecap="round"/>`;

/** A sewn button: face, rim and holes. */
export function button(x: number, y: number, r: number, color: string): string {
  const hole = mix(color, "#000000", 0.45);
  const o = r * 0.3;
  return `<g><circle cx="${x + 1}" cy="${y + 2}" r="${r * 1.15}" fill="#000" opacity="0.12"/><circle cx="${x + 0.5}" cy="${y + 1.2}" r="${r}" fill="#000" opacity="0.16"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#dome)"/><circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="none" stroke="${hole}" stroke-opacity="0.35" stroke-width="0.8"/><circle cx="${x - o}" cy="${y - o}" r="${r * 0.13}" fill="${hole}"/><circle cx="${x + o}" cy="${y - o}" r="${r * 0.13}" fill="${hole}"/><circle cx="${x - o}" cy="${y + o}" r="${r * 0.13}" fill="${hole}"/><circle cx="${x + o}" cy="${y + o}" r="${r * 0.13}" fill="${hole}"/></g>`;
}

/** Mirror a path drawn for the left half onto the right half (x → 600 − x). */
export const mirrored = (inner: string) => `<g transform="translate(600 0) scale(-1 1)">${inner}</g>`;
