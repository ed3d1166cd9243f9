import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { USPS } from "../../fixtures/content";
import { stubMatchMedia } from "../../testing/match-media";
import { UspBar } from "./UspBar";

/** The messages shown one at a time (UspBar.css hides the others; jsdom has no CSS to ask). */
const currentItems = () => screen.getAllByTestId("usp").filter((item) => item.classList.contains("shop-usp-bar__item--current"));
const visible = () => currentItems().map((item) => item.textContent);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The messages: hover and focus on them pause the rotation. */
const messages = () => screen.getByRole("list");
/** Every message a link, so focus can rest in the shown one. */
const LINKED_USPS = USPS.map((item) => ({ ...item, href: item.href ?? "/service/delivery/" }));
const shownLink = () => within(currentItems()[0]!).getByRole("link");
/** After `ms`, the one message shown is `text`. */
const expectShownAfter = async (ms: number, text: string) => {
  await wait(ms);
  expect(visible()).toEqual([text]);
};
const focusMessages = {
  enter: () => fireEvent.focus(shownLink(), { relatedTarget: document.body }),
  leave: () => fireEvent.blur(shownLink(), { relatedTarget: document.body }),
};
const mouseOnMessages = {
  enter: () => fireEvent.mouseEnter(messages()),
  leave: () => fireEvent.mouseLeave(messages()),
};

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

  it("does not rotate on desktop when desktop animation is off, where CSS shows every message", async () => {
    stubMatchMedia({ width: 1280 });
    render(<UspBar items={USPS} />);
    // At 1024 px and wider this modifier shows every message and hides the toggle (UspBar.css).
    expect(screen.getByRole("region")).toHaveClass("shop-usp-bar--all-on-desktop");
    await wait(20000);
    expect(visible()).toEqual(["Free delivery on orders over €75"]);
  });

  it("rotates on desktop when desktop animation is on", async () => {
    stubMatchMedia({ width: 1280 });
    render(<UspBar items={USPS} animateOnDesktop />);
    expect(screen.getByRole("region")).not.toHaveClass("shop-usp-bar--all-on-desktop");
    await wait(5000);
    expect(visible()).toEqual(["Free returns within 30 days"]);
  });

  it("pauses while the messages are hovered and with the pause button, and starts paused under reduced motion", async () => {
    stubMatchMedia({ width: 375 });
    const { unmount } = render(<UspBar items={USPS} />);
    fireEvent.mouseEnter(messages());
    await wait(10000);
    expect(visible()).toEqual(["Free delivery on orders over €75"]);
    fireEvent.mouseLeave(messages());
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

  it("does not pause for focus or hover on the rotation control: Play resumes while it keeps focus (WAI-ARIA carousel)", async () => {
    stubMatchMedia({ width: 375 });
    render(<UspBar items={USPS} />);
    const toggle = screen.getByRole("button", { name: "Pause highlights" });
    // A mouse click: hover, focus, click.
    fireEvent.mouseEnter(toggle);
    fireEvent.focus(toggle, { relatedTarget: document.body });
    fireEvent.click(toggle);
    await wait(10000);
    expect(visible()).toEqual(["Free delivery on orders over €75"]);
    fireEvent.click(screen.getByRole("button", { name: "Play highlights" }));
    fireEvent.mouseLeave(toggle);
    expect(toggle).toHaveAccessibleName("Pause highlights");
    await wait(5000);
    expect(visible()).toEqual(["Free returns within 30 days"]);
  });

  it("Play overrides a focus pause still held until focus or the mouse enters the messages again", async () => {
    stubMatchMedia({ width: 375, reducedMotion: true });
    render(<UspBar items={LINKED_USPS} />);
    // Focus rests in a message (a click on the toggle that does not move focus, as in Safari).
    focusMessages.enter();
    fireEvent.click(screen.getByRole("button", { name: "Play highlights" }));
    await expectShownAfter(5000, "Free returns within 30 days");
    // The mouse entering the messages pauses again; leaving them, the focus still there holds it.
    mouseOnMessages.enter();
    mouseOnMessages.leave();
    await expectShownAfter(10000, "Free returns within 30 days");
    // Pause, Play: rotating again until focus enters the messages anew.
    fireEvent.click(screen.getByRole("button", { name: "Pause highlights" }));
    fireEvent.click(screen.getByRole("button", { name: "Play highlights" }));
    await expectShownAfter(5000, "20 stores in the Netherlands");
    focusMessages.leave();
    focusMessages.enter();
    await expectShownAfter(10000, "20 stores in the Netherlands");
  });

  // Hover and focus pause apart (WCAG 2.2.2): one leaving does not resume what the other holds.
  it.each([
    { holder: "focus", holds: focusMessages, other: mouseOnMessages },
    { holder: "the mouse", holds: mouseOnMessages, other: focusMessages },
  ])("stays paused while $holder is on the messages, whatever the other does", async ({ holds, other }) => {
    stubMatchMedia({ width: 375 });
    render(<UspBar items={LINKED_USPS} />);
    other.enter();
    holds.enter();
    other.leave();
    await expectShownAfter(10000, "Free delivery on orders over €75");
    holds.leave();
    await expectShownAfter(5000, "Free returns within 30 days");
  });

  // The server cannot know the viewport: markup that differed would change after hydration.
  it.each([false, true])("renders the same markup on a phone and on a desktop (animateOnDesktop %s)", (animateOnDesktop) => {
    const markupAt = (width: number) => {
      stubMatchMedia({ width });
      const { container, unmount } = render(<UspBar items={USPS} animateOnDesktop={animateOnDesktop} />);
      const html = container.innerHTML;
      unmount();
      return html;
    };
    expect(markupAt(1280)).toBe(markupAt(375));
  });

  it("renders nothing without messages", () => {
    stubMatchMedia({ width: 375 });
    const { container } = render(<UspBar items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
