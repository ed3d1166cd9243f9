import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../testing/match-media";
import { DESKTOP_MEDIA_QUERY, useIsDesktop } from "./use-media-query";

describe("useIsDesktop (presentation-content.md §9 desktop from 1024 px)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks the desktop breakpoint of the tokens", () => {
    expect(DESKTOP_MEDIA_QUERY).toBe("(min-width: 1024px)");
  });

  it.each([
    [1023, false],
    [1024, true],
    [1440, true],
  ])("at %i px wide is %s", (width, expected) => {
    stubMatchMedia({ width });
    expect(renderHook(() => useIsDesktop()).result.current).toBe(expected);
  });
});
