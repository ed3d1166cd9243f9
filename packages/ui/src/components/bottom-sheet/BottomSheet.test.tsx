import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMatchMedia, stubPointerEvent } from "../../testing/match-media";
import { COLOUR_OPTIONS } from "../../fixtures/select";
import { Modal } from "../modal-host/Modal";
import { Select } from "../select/Select";
import { BottomSheet, type BottomSheetProps } from "./BottomSheet";

/**
 * A page that owns the sheet: closing sets open to false, like a real container. The sheet's
 * 'Size guide' button opens a modal on top of it; a toast sits outside both.
 */
function Page({ onClose, route = "/p/1/", initiallyOpen = true }: { onClose: () => void; route?: string; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [guide, setGuide] = useState(false);
  return (
    <div>
      <p>Page behind</p>
      <div role="status">
        Added to cart <button type="button">View cart</button>
      </div>
      <BottomSheet
        open={open}
        title="Size"
        routeKey={route}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <button type="button">Inside</button>
        <button type="button" onClick={() => setGuide(true)}>
          Size guide
        </button>
      </BottomSheet>
      {guide && (
        <Modal title="Size guide" onClose={() => setGuide(false)}>
          <button type="button">Centimetres</button>
        </Modal>
      )}
    </div>
  );
}

const sheetBackdrop = () => screen.getByTestId("sheet-backdrop");
/** A tap: pointer down, then the click. */
const tap = (element: Element) => {
  fireEvent.pointerDown(element);
  fireEvent.click(element);
};

function renderSheet(props: { open?: boolean } = {}) {
  const onClose = vi.fn<BottomSheetProps["onClose"]>();
  const view = render(<Page onClose={onClose} initiallyOpen={props.open ?? true} />);
  const navigate = (route: string) => view.rerender(<Page onClose={onClose} route={route} initiallyOpen={props.open ?? true} />);
  return { onClose, navigate, ...view };
}

/** A sheet whose owner sets `open` itself (rerender it with the next value). */
const ownedSheet = (open: boolean, onClose: () => void) => (
  <BottomSheet open={open} title="Size" onClose={onClose}>
    <button type="button">Inside</button>
  </BottomSheet>
);

/** Advances fake time and flushes React updates. */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("BottomSheet close rules (presentation-content.md §2 Modals, §9 100 px / 400 ms)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 375 });
    stubPointerEvent();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("closes on an outside click (its backdrop, which covers the page), 400 ms later", async () => {
    const { onClose } = renderSheet();
    tap(sheetBackdrop());
    await wait(399);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog").parentElement).toHaveAttribute("data-state", "closing");
    await wait(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("does not close on a click inside", async () => {
    const { onClose } = renderSheet();
    tap(screen.getByRole("button", { name: "Inside" }));
    await wait(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("stays open under a modal opened from it: clicks in the modal or on its backdrop, and Escape there, are the modal's", async () => {
    const { onClose } = renderSheet();
    tap(screen.getByRole("button", { name: "Size guide" }));
    const guide = screen.getByRole("dialog", { name: "Size guide" });
    tap(screen.getByRole("button", { name: "Centimetres" }));
    await wait(1000);
    expect(onClose).not.toHaveBeenCalled();

    // Focus is in the modal (useDialogFocus): Escape closes the modal only.
    expect(guide).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await wait(1000);
    expect(screen.queryByRole("dialog", { name: "Size guide" })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    tap(screen.getByRole("button", { name: "Size guide" }));
    tap(screen.getByTestId("modal-backdrop"));
    await wait(1000);
    expect(screen.queryByRole("dialog", { name: "Size guide" })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Size" })).toBeInTheDocument();
  });

  it("stays open when a toast is tapped", async () => {
    const { onClose } = renderSheet();
    tap(screen.getByRole("button", { name: "View cart" }));
    await wait(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes on Escape pressed in it", async () => {
    const { onClose } = renderSheet();
    fireEvent.keyDown(screen.getByRole("button", { name: "Inside" }), { key: "Escape" });
    await wait(400);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("leaves an Escape that closes an open select inside it to the select, and closes on the next", async () => {
    const onClose = vi.fn();
    render(
      <BottomSheet open title="Filters" onClose={onClose}>
        <Select label="Colour" options={COLOUR_OPTIONS} value={null} onChange={() => undefined} />
      </BottomSheet>,
    );
    const colour = screen.getByRole("combobox", { name: "Colour" });
    fireEvent.keyDown(colour, { key: "ArrowDown" });
    expect(colour).toHaveAttribute("aria-expanded", "true");

    fireEvent.keyDown(colour, { key: "Escape" });
    await wait(1000);
    expect(colour).toHaveAttribute("aria-expanded", "false");
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(colour, { key: "Escape" });
    await wait(400);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes on a route change", async () => {
    const { onClose, navigate } = renderSheet();
    navigate("/c/shirts/");
    await wait(400);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays open when re-rendered on the same route", async () => {
    const { onClose, navigate } = renderSheet();
    navigate("/p/1/");
    await wait(1000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    [101, 1],
    [100, 0],
    [40, 0],
  ])("on mobile, a drag of %i px down closes it %i time(s)", async (distance, calls) => {
    const { onClose } = renderSheet();
    const handle = screen.getByTestId("sheet-handle");
    fireEvent.pointerDown(handle, { clientY: 200, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 200 + distance, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientY: 200 + distance, pointerId: 1 });
    await wait(400);
    expect(onClose).toHaveBeenCalledTimes(calls);
  });

  it("does not drag-close on desktop", async () => {
    stubMatchMedia({ width: 1280 });
    const { onClose } = renderSheet();
    const handle = screen.getByTestId("sheet-handle");
    fireEvent.pointerDown(handle, { clientY: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 300, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientY: 300, pointerId: 1 });
    await wait(400);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("locks body scrolling while open and releases it after closing", async () => {
    renderSheet();
    expect(document.body).toHaveClass("shop-scroll-locked");
    fireEvent.keyDown(document, { key: "Escape" });
    await wait(399);
    // Still locked during the slide-out.
    expect(document.body).toHaveClass("shop-scroll-locked");
    await wait(1);
    expect(document.body).not.toHaveClass("shop-scroll-locked");
  });

  it("closes at once with reduced motion", async () => {
    stubMatchMedia({ width: 375, reducedMotion: true });
    const { onClose } = renderSheet();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await wait(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("slides out for 400 ms when the owner sets open to false, without calling onClose", async () => {
    const onClose = vi.fn();
    const { rerender } = render(ownedSheet(true, onClose));
    rerender(ownedSheet(false, onClose));
    expect(screen.getByRole("dialog").parentElement).toHaveAttribute("data-state", "closing");
    expect(document.body).toHaveClass("shop-scroll-locked");
    await wait(399);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body).not.toHaveClass("shop-scroll-locked");
    expect(onClose).not.toHaveBeenCalled();
    // Opened again, it is the open sheet again.
    rerender(ownedSheet(true, onClose));
    expect(screen.getByRole("dialog").parentElement).toHaveAttribute("data-state", "open");
  });

  // The owner's close is not the sheet's: a tap during its slide-out must not report one (onClose's contract).
  it.each([
    ["the backdrop", () => tap(sheetBackdrop())],
    ["the Close button", () => fireEvent.click(screen.getByRole("button", { name: "Close" }))],
  ])("a tap on %s while the owner's close slides it out does not call onClose", async (_target, tapDuringSlideOut) => {
    const onClose = vi.fn();
    const { rerender } = render(ownedSheet(true, onClose));
    rerender(ownedSheet(false, onClose));
    await wait(100);
    tapDuringSlideOut();
    await wait(400);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("stays closed after its own close until the owner reopens it", async () => {
    const onClose = vi.fn();
    const sheet = (open: boolean) => ownedSheet(open, onClose);
    const { rerender } = render(sheet(true));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await wait(400);
    expect(onClose).toHaveBeenCalledTimes(1);
    // An owner that has not set open to false yet does not see the sheet come back.
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(sheet(false));
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(sheet(true));
    expect(screen.getByRole("dialog").parentElement).toHaveAttribute("data-state", "open");
  });

  it("starts the slide-out of a drag-close where the drag left the sheet (--sheet-offset)", async () => {
    renderSheet();
    const handle = screen.getByTestId("sheet-handle");
    fireEvent.pointerDown(handle, { clientY: 200, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 350, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientY: 350, pointerId: 1 });
    const panel = screen.getByRole("dialog");
    expect(panel.parentElement).toHaveAttribute("data-state", "closing");
    // The shop-sheet-out keyframes start from translateY(var(--sheet-offset)).
    expect(panel.style.getPropertyValue("--sheet-offset")).toBe("150px");
    await wait(400);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("renders nothing when closed", () => {
    renderSheet({ open: false });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
