import { describe, expect, it } from "vitest";
import type { ProductLabel } from "../product.schemas";
import { labelCorner, labelCorners } from "./labels";

const label = (type: 1 | 2, position: number, text: string): ProductLabel => ({ type, position, label_text: text, label_background_color: "#000", label_text_color: "#fff" });

describe("label corners (presentation-content.md §4: 0 top-left, 2 top-right, 6 bottom-left, 8 bottom-right; anything else top-left)", () => {
  it.each([
    [0, "topLeft"],
    [2, "topRight"],
    [6, "bottomLeft"],
    [8, "bottomRight"],
    [4, "topLeft"],
    [-1, "topLeft"],
  ])("position %s → %s", (position, corner) => {
    expect(labelCorner(position)).toBe(corner);
  });

  const labels = [label(1, 0, "Sale"), label(1, 0, "New"), label(1, 8, "Eco"), label(2, 2, "Page only"), label(1, 5, "Odd")];

  it("listing: type 1 labels, at most 1 per corner by default (§9)", () => {
    const corners = labelCorners(labels, "listing", 1);
    expect(corners.topLeft.map((entry) => entry.label_text)).toEqual(["Sale"]);
    expect(corners.bottomRight.map((entry) => entry.label_text)).toEqual(["Eco"]);
    expect(corners.topRight).toEqual([]);
  });

  it("more per corner when configured; product page shows type 2", () => {
    expect(labelCorners(labels, "listing", 3).topLeft.map((entry) => entry.label_text)).toEqual(["Sale", "New", "Odd"]);
    expect(labelCorners(labels, "product", 1).topRight.map((entry) => entry.label_text)).toEqual(["Page only"]);
    expect(labelCorners(undefined, "product", 1).topLeft).toEqual([]);
  });
});
