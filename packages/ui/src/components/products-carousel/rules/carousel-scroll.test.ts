import { describe, expect, it } from "vitest";
import { arrowScrollTarget, carouselEdges, isDrag, scrollAnimationFrames } from "./carousel-scroll";

describe("carouselEdges (presentation-content.md §4 arrows disabled at the left or right end)", () => {
  it.each([
    ["at the start", { scrollLeft: 0, scrollWidth: 1000, clientWidth: 400 }, { atStart: true, atEnd: false }],
    ["in the middle", { scrollLeft: 300, scrollWidth: 1000, clientWidth: 400 }, { atStart: false, atEnd: false }],
    ["at the end", { scrollLeft: 600, scrollWidth: 1000, clientWidth: 400 }, { atStart: false, atEnd: true }],
    ["sub-pixel from the end", { scrollLeft: 599.4, scrollWidth: 1000, clientWidth: 400 }, { atStart: false, atEnd: true }],
    ["nothing to scroll", { scrollLeft: 0, scrollWidth: 400, clientWidth: 400 }, { atStart: true, atEnd: true }],
  ])("%s", (_case, metrics, expected) => {
    expect(carouselEdges(metrics)).toEqual(expected);
  });
});

describe("arrowScrollTarget", () => {
  it.each([
    ["right by a page", "right", 0, 400],
    ["right, clamped to the end", "right", 500, 600],
    ["left by a page", "left", 500, 100],
    ["left, clamped to the start", "left", 100, 0],
  ] as const)("%s", (_case, direction, scrollLeft, expected) => {
    expect(arrowScrollTarget(direction, { scrollLeft, scrollWidth: 1000, clientWidth: 400 })).toBe(expected);
  });
});

describe("isDrag (§9 drag threshold 20 px)", () => {
  it.each([
    [0, false],
    [20, false],
    [-20, false],
    [21, true],
    [-21, true],
  ])("moved %i px → %s", (delta, expected) => {
    expect(isDrag(delta)).toBe(expected);
  });
});

describe("scrollAnimationFrames (§9 scroll animation step 15)", () => {
  it("takes 15 eased steps and ends on the target", () => {
    const frames = scrollAnimationFrames(0, 400);
    expect(frames).toHaveLength(15);
    expect(frames.at(-1)).toBe(400);
    expect(frames.every((value, index) => index === 0 || value >= frames[index - 1]!)).toBe(true);
    // Ease-out: the first step covers more ground than the last.
    expect(frames[0]! - 0).toBeGreaterThan(400 - frames[13]!);
  });

  it("runs backwards too, and one step jumps", () => {
    expect(scrollAnimationFrames(400, 0).at(-1)).toBe(0);
    expect(scrollAnimationFrames(10, 90, 1)).toEqual([90]);
  });
});
