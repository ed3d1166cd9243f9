/** Where a hotspot sits on the look's picture, in percent of its width and height (0–100). */
export interface HotspotPosition {
  x: number;
  y: number;
}

export interface HotspotPlacement extends HotspotPosition {
  /** The product card opens towards the larger side, so it stays on the picture. */
  horizontal: "left" | "right";
  vertical: "up" | "down";
}

const clampPercent = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50);

/**
 * A hotspot's place (clamped to the picture; a missing coordinate is its middle) and the
 * side its product card opens to: left of a spot in the right half, above a spot in the
 * lower 40 %.
 */
export function hotspotPlacement(position: Partial<HotspotPosition>): HotspotPlacement {
  const x = clampPercent(position.x);
  const y = clampPercent(position.y);
  return { x, y, horizontal: x > 50 ? "left" : "right", vertical: y > 60 ? "up" : "down" };
}
