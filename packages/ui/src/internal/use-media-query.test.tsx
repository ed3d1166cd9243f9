import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia } from "../testing/match-media";
import { DESKTOP_MEDIA_QUERY, mediaQueryMatches, useIsDesktop, useMediaQuery } from "./use-media-query";

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

describe("useMediaQuery", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A matchMedia whose lists count their listeners and can be flipped. */
  function countingMatchMedia() {
    const listeners = new Set<() => void>();
    const list = {
      matches: false,
      addEventListener: vi.fn((_type: string, listener: () => void) => listeners.add(listener)),
      removeEventListener: vi.fn((_type: string, listener: () => void) => listeners.delete(listener)),
    };
    const matchMedia = vi.fn(() => list);
    vi.stubGlobal("matchMedia", matchMedia);
    const flip = (matches: boolean) => {
      list.matches = matches;
      for (const listener of listeners) listener();
    };
    return { list, matchMedia, listeners, flip };
  }

  it("keeps one list and one subscription across re-renders", () => {
    const { list, matchMedia } = countingMatchMedia();
    const { rerender, unmount } = renderHook(() => useMediaQuery("(min-width: 321px)"));
    for (let i = 0; i < 5; i += 1) rerender();
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(list.addEventListener).toHaveBeenCalledTimes(1);
    expect(list.removeEventListener).not.toHaveBeenCalled();
    unmount();
    expect(list.removeEventListener).toHaveBeenCalledTimes(1);
  });

  it("follows the list's change events", () => {
    const { flip } = countingMatchMedia();
    const { result } = renderHook(() => useMediaQuery("(min-width: 322px)"));
    expect(result.current).toBe(false);
    act(() => flip(true));
    expect(result.current).toBe(true);
    act(() => flip(false));
    expect(result.current).toBe(false);
  });

  it("asks a replaced matchMedia afresh", () => {
    stubMatchMedia({ width: 500 });
    expect(renderHook(() => useMediaQuery("(min-width: 400px)")).result.current).toBe(true);
    stubMatchMedia({ width: 300 });
    expect(renderHook(() => useMediaQuery("(min-width: 400px)")).result.current).toBe(false);
  });

  it("is false where matchMedia is missing", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(renderHook(() => useMediaQuery("(min-width: 1px)")).result.current).toBe(false);
  });
});

describe("mediaQueryMatches (asked in event handlers, never rendered from)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("answers from matchMedia when asked", () => {
    stubMatchMedia({ width: 1280 });
    expect(mediaQueryMatches(DESKTOP_MEDIA_QUERY)).toBe(true);
    stubMatchMedia({ width: 375 });
    expect(mediaQueryMatches(DESKTOP_MEDIA_QUERY)).toBe(false);
  });

  it("is false where matchMedia is missing", () => {
    vi.stubGlobal("matchMedia", undefined);
    expect(mediaQueryMatches(DESKTOP_MEDIA_QUERY)).toBe(false);
  });
});
