import { describe, expect, it } from "vitest";
import { labelCorner, labelsByCorner, type ProductLabel } from "./label-corners";

const label = (text: string, position: ProductLabel["position"], type: number | string = 1): ProductLabel => ({
  type,
  position,
  label_text: text,
});

describe("labelCorner (presentation-content.md §4 Label stacks)", () => {
  it.each([
    [0, "top_left"],
    [2, "top_right"],
    [6, "bottom_left"],
    [8, "bottom_right"],
    ["0", "top_left"],
    ["2", "top_right"],
    ["6", "bottom_left"],
    ["8", "bottom_right"],
    [" 8 ", "bottom_right"],
    [1, "top_left"],
    [4, "top_left"],
    [7, "top_left"],
    [9, "top_left"],
    [-2, "top_left"],
    ["x", "top_left"],
    [null, "top_left"],
    [undefined, "top_left"],
    ["top_right", "top_right"],
    ["bottom_left", "bottom_left"],
  ] as const)("position %j → %s", (position, corner) => {
    expect(labelCorner(position)).toBe(corner);
  });
});

describe("labelsByCorner (presentation-content.md §3 label types, §9 at most 1 per corner)", () => {
  const labels = [
    label("New", 0),
    label("Sale", 8),
    label("Online only", 0),
    label("Eco", 6),
    label("Product page only", 2, 2),
    label("Unknown spot", 5),
    label("  ", 2),
    label("Top right", "2"),
  ];

  it("keeps one label per corner by default, the first given", () => {
    expect(labelsByCorner(labels, { type: 1 })).toEqual({
      top_left: [label("New", 0)],
      top_right: [label("Top right", "2")],
      bottom_left: [label("Eco", 6)],
      bottom_right: [label("Sale", 8)],
    });
  });

  it("stacks up to maxPerCorner, unknown codes joining the top-left stack", () => {
    expect(labelsByCorner(labels, { type: 1, maxPerCorner: 3 }).top_left.map((item) => item.label_text)).toEqual([
      "New",
      "Online only",
      "Unknown spot",
    ]);
  });

  it.each([
    [1, ["New", "Top right", "Eco", "Sale"]],
    [2, ["Product page only"]],
  ] as const)("type %i keeps only its own labels", (type, texts) => {
    const corners = labelsByCorner(labels, { type });
    expect(Object.values(corners).flat().map((item) => item.label_text).sort()).toEqual([...texts].sort());
  });

  it("accepts the type as a string, as JSON feeds give it", () => {
    expect(labelsByCorner([label("A", 0, "1")], { type: 1 }).top_left).toHaveLength(1);
  });

  it("returns four empty corners without labels", () => {
    expect(Object.values(labelsByCorner([], { type: 1 })).flat()).toEqual([]);
  });
});
