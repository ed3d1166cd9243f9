import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProductsCarousel } from "./ProductsCarousel";

const ITEMS = ["a", "b", "c", "d", "e", "f"];

function renderCarousel() {
  render(<ProductsCarousel title="Recommended" items={ITEMS} getKey={(item) => item} renderItem={(item) => <a href={`/p/${item}/`}>{item}</a>} />);
  const track = document.querySelector<HTMLElement>(".shop-carousel__track")!;
  // jsdom has no layout: give the track a size (3 slides visible of 6).
  Object.defineProperty(track, "clientWidth", { configurable: true, value: 300 });
  Object.defineProperty(track, "scrollWidth", { configurable: true, value: 600 });
  // Re-measure (the arrows follow the scroll position, debounced).
  fireEvent.scroll(track);
  act(() => vi.advanceTimersByTime(33));
  return track;
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("ProductsCarousel arrows (presentation-content.md §4, §9 scroll animation step 15)", () => {
  it("jumps at once under prefers-reduced-motion", () => {
    vi.useFakeTimers();
    preferReducedMotion(true);
    const track = renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Scroll right" }));
    expect(track.scrollLeft).toBe(300);
  });

  it("animates in 15 frames otherwise, pausing snap until 500 ms after", () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    const track = renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Scroll right" }));
    const positions = [track.scrollLeft];
    while (frames.length > 0) {
      act(() => frames.shift()!(0));
      positions.push(track.scrollLeft);
    }
    // 15 positions, then the frame that ends the animation.
    expect(positions.slice(0, 15)).toHaveLength(15);
    expect(positions.at(-1)).toBe(300);
    expect(positions[0]).toBeLessThan(300);
    expect(track).toHaveClass("shop-carousel__track--free");
    act(() => vi.advanceTimersByTime(500));
    expect(track).not.toHaveClass("shop-carousel__track--free");
  });

  it("keeps an arrow at its end focusable (aria-disabled) and ignores its presses", () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    const track = renderCarousel();
    const left = screen.getByRole("button", { name: "Scroll left" });
    left.focus();
    expect(left).toHaveFocus();
    expect(left).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(left);
    // No animation started: snapping was not paused, nothing moved.
    expect(track).not.toHaveClass("shop-carousel__track--free");
    expect(track.scrollLeft).toBe(0);
  });

  it("updates the arrows 33 ms after scrolling stops", () => {
    vi.useFakeTimers();
    const track = renderCarousel();
    const left = screen.getByRole("button", { name: "Scroll left" });
    expect(left).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Scroll right" })).toHaveAttribute("aria-disabled", "false");
    track.scrollLeft = 300;
    fireEvent.scroll(track);
    act(() => vi.advanceTimersByTime(32));
    expect(left).toHaveAttribute("aria-disabled", "true");
    act(() => vi.advanceTimersByTime(1));
    expect(left).toHaveAttribute("aria-disabled", "false");
    expect(screen.getByRole("button", { name: "Scroll right" })).toHaveAttribute("aria-disabled", "true");
  });

  it("re-renders nothing when a scroll stop leaves the arrows as they were", () => {
    vi.useFakeTimers();
    const renderItem = vi.fn((item: string) => <a href={`/p/${item}/`}>{item}</a>);
    render(<ProductsCarousel title="Recommended" items={ITEMS} getKey={(item) => item} renderItem={renderItem} />);
    const track = document.querySelector<HTMLElement>(".shop-carousel__track")!;
    Object.defineProperty(track, "clientWidth", { configurable: true, value: 300 });
    Object.defineProperty(track, "scrollWidth", { configurable: true, value: 600 });
    track.scrollLeft = 100;
    fireEvent.scroll(track);
    act(() => vi.advanceTimersByTime(33));
    expect(screen.getByRole("button", { name: "Scroll left" })).toHaveAttribute("aria-disabled", "false");
    const rendersAfter = (scrollLeft: number) => {
      const before = renderItem.mock.calls.length;
      track.scrollLeft = scrollLeft;
      fireEvent.scroll(track);
      act(() => vi.advanceTimersByTime(33));
      return renderItem.mock.calls.length - before;
    };
    // React may call the component once more before it bails out on an unchanged state (the
    // first same-state update after a change); from then on a scroll stop renders nothing.
    rendersAfter(150);
    expect([200, 250, 280].map(rendersAfter)).toEqual([0, 0, 0]);
    expect(screen.getByRole("button", { name: "Scroll left" })).toHaveAttribute("aria-disabled", "false");
    expect(screen.getByRole("button", { name: "Scroll right" })).toHaveAttribute("aria-disabled", "false");
  });
});
