import { describe, expect, it } from "vitest";
import { hotspotPlacement } from "./hotspot";

describe("hotspotPlacement (the lookbook's shop-the-look spots, presentation-content.md §2 shop-the-look)", () => {
  it.each([
    [{ x: 20, y: 30 }, { x: 20, y: 30, horizontal: "right", vertical: "down" }],
    [{ x: 80, y: 30 }, { x: 80, y: 30, horizontal: "left", vertical: "down" }],
    [{ x: 50, y: 60 }, { x: 50, y: 60, horizontal: "right", vertical: "down" }],
    [{ x: 51, y: 61 }, { x: 51, y: 61, horizontal: "left", vertical: "up" }],
    [{ x: -10, y: 140 }, { x: 0, y: 100, horizontal: "right", vertical: "up" }],
    [{}, { x: 50, y: 50, horizontal: "right", vertical: "down" }],
    [{ x: Number.NaN, y: Infinity }, { x: 50, y: 50, horizontal: "right", vertical: "down" }],
  ])("%j → %j", (position, expected) => {
    expect(hotspotPlacement(position)).toEqual(expected);
  });
});
