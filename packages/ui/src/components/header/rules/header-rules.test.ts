import { describe, expect, it } from "vitest";
import { headerHeight, headerVisualState, isScrolledPast, type HeaderVisualState } from "./header-rules";

describe("isScrolledPast (presentation-content.md §4: scrolled flag true when scrolled more than 20px)", () => {
  it.each([
    [0, false],
    [20, false],
    [20.5, true],
    [21, true],
    [900, true],
  ])("%i px → %s", (y, expected) => {
    expect(isScrolledPast(y)).toBe(expected);
  });
});

describe("headerHeight (presentation-content.md §2: 80px shrinking to a minimum of 70px; 70px in checkout)", () => {
  it.each([
    [0, false, 80],
    [-30, false, 80],
    [4, false, 76],
    [10, false, 70],
    [500, false, 70],
    [0, true, 70],
    [500, true, 70],
  ])("scrollY %i, checkout %s → %i px", (y, checkout, expected) => {
    expect(headerHeight(y, checkout)).toBe(expected);
  });
});

describe("headerVisualState (presentation-content.md §2 transparent on home until scrolled; §4 transparent, scrolled, hovered)", () => {
  it.each<[string, { isHome: boolean; scrolled: boolean; hovered: boolean; checkout: boolean }, HeaderVisualState]>([
    ["home at the top", { isHome: true, scrolled: false, hovered: false, checkout: false }, "transparent"],
    ["home scrolled", { isHome: true, scrolled: true, hovered: false, checkout: false }, "scrolled"],
    ["home hovered at the top", { isHome: true, scrolled: false, hovered: true, checkout: false }, "hovered"],
    ["home hovered and scrolled", { isHome: true, scrolled: true, hovered: true, checkout: false }, "hovered"],
    ["other page", { isHome: false, scrolled: false, hovered: false, checkout: false }, "solid"],
    ["other page hovered", { isHome: false, scrolled: false, hovered: true, checkout: false }, "hovered"],
    ["checkout", { isHome: false, scrolled: true, hovered: true, checkout: true }, "solid"],
  ])("%s → %s", (_case, input, expected) => {
    expect(headerVisualState(input)).toBe(expected);
  });
});
