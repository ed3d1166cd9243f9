import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { USPS } from "../../fixtures/content";
import { stubMatchMedia } from "../../testing/match-media";
import { UspBar } from "./UspBar";

const visible = () => screen.getAllByTestId("usp").filter((item) => !item.hidden).map((item) => item.textContent);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("UspBar rotation (presentation-content.md §4, §9 5000 ms)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("rotates one by one every 5 s on mobile, wrapping", async () => {
    stubMatchMedia({ width: 375 });
    render(<UspBar items={USPS} />);
    expect(visible()).toEqual(["Free delivery on orders over €75"]);
    await wait(4999);
    expect(visible()).toEqual(["Free delivery on orders over €75"]);
    await wait(1);
    expect(visible()).toEqual(["Free returns within 30 days"]);
    await wait(10000);
    expect(visible()).toEqual(["Free delivery on orders over €75"]);
  });

  it("shows every message and does not rotate on desktop when desktop animation is off", async () => {
    stubMatchMedia({ width: 1280 });
    render(<UspBar items={USPS} />);
    expect(visible()).toHaveLength(3);
    expect(screen.queryByRole("button")).toBeNull();
    await wait(20000);
    expect(visible()).toHaveLength(3);
  });

  it("rotates on desktop when desktop animation is on", async () => {
    stubMatchMedia({ width: 1280 });
    render(<UspBar items={USPS} animateOnDesktop />);
    await wait(5000);
    expect(visible()).toEqual(["Free returns within 30 days"]);
  });

  it("pauses while hovered and with the pause button, and starts paused under reduced motion", async () => {
    stubMatchMedia({ width: 375 });
    const { unmount } = render(<UspBar items={USPS} />);
    fireEvent.mouseEnter(screen.getByRole("region"));
    await wait(10000);
    expect(visible()).toEqual(["Free delivery on orders over €75"]);
    fireEvent.mouseLeave(screen.getByRole("region"));
    fireEvent.click(screen.getByRole("button", { name: "Pause highlights" }));
    await wait(10000);
    expect(visible()).toEqual(["Free delivery on orders over €75"]);
    unmount();

    stubMatchMedia({ width: 375, reducedMotion: true });
    render(<UspBar items={USPS} />);
    await wait(10000);
    expect(visible()).toEqual(["Free delivery on orders over €75"]);
    fireEvent.click(screen.getByRole("button", { name: "Play highlights" }));
    await wait(5000);
    expect(visible()).toEqual(["Free returns within 30 days"]);
  });

  it("stays paused while focus is inside, even when the mouse leaves (WCAG 2.2.2)", async () => {
    stubMatchMedia({ width: 375 });
    render(<UspBar items={USPS} />);
    const region = screen.getByRole("region");
    fireEvent.mouseEnter(region);
    fireEvent.focus(screen.getByRole("button", { name: "Pause highlights" }));
    fireEvent.mouseLeave(region);
    await wait(10000);
    expect(visible()).toEqual(["Free delivery on orders over €75"]);
    // Focus leaving the bar (to the page) resumes it.
    fireEvent.blur(screen.getByRole("button", { name: "Pause highlights" }), { relatedTarget: document.body });
    await wait(5000);
    expect(visible()).toEqual(["Free returns within 30 days"]);
  });

  it("stays paused while the mouse is inside, even when focus leaves", async () => {
    stubMatchMedia({ width: 375 });
    render(<UspBar items={USPS} />);
    const region = screen.getByRole("region");
    const toggle = screen.getByRole("button", { name: "Pause highlights" });
    fireEvent.focus(toggle);
    fireEvent.mouseEnter(region);
    fireEvent.blur(toggle, { relatedTarget: document.body });
    await wait(10000);
    expect(visible()).toEqual(["Free delivery on orders over €75"]);
    fireEvent.mouseLeave(region);
    await wait(5000);
    expect(visible()).toEqual(["Free returns within 30 days"]);
  });

  it("renders nothing without messages", () => {
    stubMatchMedia({ width: 375 });
    const { container } = render(<UspBar items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
