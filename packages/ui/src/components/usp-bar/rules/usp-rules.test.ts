import { describe, expect, it } from "vitest";
import { nextUspIndex, uspRotates, uspShowsOneAtATime } from "./usp-rules";

describe("uspRotates (presentation-content.md §4: advances on an interval; disabled on desktop (1024 or more) when animation on desktop is off)", () => {
  it.each([
    ["mobile", { count: 3, isDesktop: false, animateOnDesktop: false, paused: false }, true],
    ["desktop, animation off", { count: 3, isDesktop: true, animateOnDesktop: false, paused: false }, false],
    ["desktop, animation on", { count: 3, isDesktop: true, animateOnDesktop: true, paused: false }, true],
    ["paused (button, hover, reduced motion)", { count: 3, isDesktop: false, animateOnDesktop: false, paused: true }, false],
    ["a single message", { count: 1, isDesktop: false, animateOnDesktop: true, paused: false }, false],
    ["no messages", { count: 0, isDesktop: false, animateOnDesktop: true, paused: false }, false],
  ])("%s → %s", (_case, input, expected) => {
    expect(uspRotates(input)).toBe(expected);
  });
});

describe("uspShowsOneAtATime", () => {
  it.each([
    [false, false, true],
    [true, false, false],
    [true, true, true],
  ])("desktop %s, animate on desktop %s → %s", (isDesktop, animateOnDesktop, expected) => {
    expect(uspShowsOneAtATime({ isDesktop, animateOnDesktop })).toBe(expected);
  });
});

describe("nextUspIndex (one by one, wrapping)", () => {
  it.each([
    [0, 3, 1],
    [2, 3, 0],
    [0, 1, 0],
    [0, 0, 0],
  ])("%i of %i → %i", (index, count, expected) => {
    expect(nextUspIndex(index, count)).toBe(expected);
  });
});
