import type { ImageKind } from "../families";
import { accessory } from "./accessories";
import type { Paint } from "./paint";
import { shoe } from "./shoes";
import { tailoring } from "./tailoring";
import { knit, polo, shirt } from "./tops";
import { trousers } from "./trousers";

/**
 * The front view of a product of this kind, in its colour; `variant` (the family code) picks
 * details such as a V-neck or jeans stitching; `second` colours the second piece of a pair (the sock duo).
 */
export function drawGarment(kind: ImageKind, paint: Paint, variant: string, second?: Paint): string {
  switch (kind) {
    case "shirt":
      return shirt(paint, variant);
    case "polo":
      return polo(paint);
    case "knit":
      return knit(paint, variant);
    case "trousers":
      return trousers(paint, variant);
    case "blazer":
    case "coat":
    case "jacket":
      return tailoring(kind, paint, variant);
    case "sneaker":
    case "shoe":
    case "boot":
      return shoe(kind, paint, variant);
    case "tie":
    case "belt":
    case "scarf":
    case "square":
    case "socks":
    case "card":
    case "box":
      return accessory(kind, paint, variant, second);
  }
}

/** Where the floor shadow falls: under the hem of hanging clothes, under the soles of shoes. */
export function shadowOf(kind: ImageKind): { cx: number; cy: number; rx: number; ry: number } {
  switch (kind) {
    case "sneaker":
    case "shoe":
    case "boot":
      return { cx: 300, cy: 482, rx: 230, ry: 9 };
    case "coat":
      return { cx: 300, cy: 712, rx: 170, ry: 12 };
    case "tie":
    case "belt":
    case "square":
    case "card":
    case "box":
    case "socks":
    case "scarf":
      return { cx: 300, cy: 660, rx: 180, ry: 14 };
    default:
      return { cx: 300, cy: 700, rx: 160, ry: 12 };
  }
}
