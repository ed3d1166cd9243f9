import type { ImageKind } from "../families";
import { drawGarment } from "./garments";
import type { Paint } from "./paint";

/** Where the close-up looks: the detail that sells the piece (collar and buttons, knot, buckle, laces, lapel and button). */
const FOCUS: Record<ImageKind, { x: number; y: number; zoom: number }> = {
  shirt: { x: 300, y: 200, zoom: 2.8 },
  polo: { x: 300, y: 190, zoom: 2.8 },
  knit: { x: 300, y: 190, zoom: 2.6 },
  trousers: { x: 270, y: 180, zoom: 2.4 },
  blazer: { x: 290, y: 360, zoom: 2 },
  coat: { x: 290, y: 380, zoom: 2 },
  jacket: { x: 290, y: 250, zoom: 2.2 },
  sneaker: { x: 360, y: 390, zoom: 1.9 },
  shoe: { x: 380, y: 400, zoom: 1.9 },
  boot: { x: 250, y: 280, zoom: 2 },
  tie: { x: 300, y: 200, zoom: 2.4 },
  belt: { x: 320, y: 380, zoom: 2.4 },
  scarf: { x: 300, y: 560, zoom: 2 },
  square: { x: 300, y: 360, zoom: 2 },
  socks: { x: 220, y: 480, zoom: 2 },
  card: { x: 300, y: 420, zoom: 1.6 },
  box: { x: 300, y: 300, zoom: 2 },
};

/**
 * The second gallery image: the same garment photographed up close, its detail filling the
 * frame (the cloth's weave grows with it, as a macro shot shows it).
 */
export function detailView(kind: ImageKind, paint: Paint, variant: string): string {
  const { x, y, zoom } = FOCUS[kind];
  return `<g transform="translate(300 372) scale(${zoom}) translate(${-x} ${-y})">${drawGarment(kind, paint, variant)}</g>`;
}
