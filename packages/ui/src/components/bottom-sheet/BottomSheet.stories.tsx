import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LinkProvider } from "../../link/link-context";
import { createNavigateLink } from "../../link/navigate-link";
import { ShopLink } from "../../link/ShopLink";
import { BottomSheet, type BottomSheetProps } from "./BottomSheet";
import { SHEET_CLOSE_DELAY_MS } from "./rules/bottom-sheet-rules";

const sizes = (
  <ul style={{ display: "grid", gap: 8, margin: 0, padding: 0, listStyle: "none" }}>
    {["S", "M", "L", "XL"].map((size) => (
      <li key={size}>
        <button type="button" className="shop-button shop-button--secondary shop-button--block">
          {size}
        </button>
      </li>
    ))}
  </ul>
);

const meta = {
  title: "Overlays/Bottom sheet",
  component: BottomSheet,
  args: { open: true, title: "Choose your size", onClose: fn(), routeKey: "/p/SH-1/oxford-shirt/", children: sizes },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof BottomSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => canvasElement.ownerDocument.body;

export const OpenDesktop: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement)).getByRole("dialog");
    await expect(body(canvasElement)).toHaveClass("shop-scroll-locked");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await expect(dialog.parentElement).toHaveAttribute("data-state", "closing");
    await expect(args.onClose).not.toHaveBeenCalled();
    // 400 ms close delay (presentation-content.md §9).
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement)).getByRole("dialog");
    const backdrop = dialog.parentElement!.querySelector(".shop-sheet__backdrop")!;
    await userEvent.pointer({ keys: "[MouseLeft]", target: backdrop });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

function drag(handle: Element, distance: number) {
  const { left, top } = handle.getBoundingClientRect();
  const at = (y: number) => ({ bubbles: true, pointerId: 7, clientX: left + 10, clientY: y, isPrimary: true });
  handle.dispatchEvent(new PointerEvent("pointerdown", at(top + 5)));
  handle.dispatchEvent(new PointerEvent("pointermove", at(top + 5 + distance / 2)));
  handle.dispatchEvent(new PointerEvent("pointermove", at(top + 5 + distance)));
  handle.dispatchEvent(new PointerEvent("pointerup", at(top + 5 + distance)));
}

export const DragDownToCloseMobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement, args }) => {
    const handle = within(body(canvasElement)).getByTestId("sheet-handle");
    // 80 px snaps back, more than 100 px closes (presentation-content.md §2, §9).
    drag(handle, 80);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(args.onClose).not.toHaveBeenCalled();
    drag(handle, 140);
    // The slide-out starts where the finger left the sheet, 140 px down, not back at the top.
    const panel = within(body(canvasElement)).getByRole("dialog");
    await waitFor(() => expect(panel.parentElement).toHaveAttribute("data-state", "closing"));
    const slideOut = panel.getAnimations().find((animation) => animation instanceof CSSAnimation && animation.animationName === "shop-sheet-out");
    slideOut!.pause();
    slideOut!.currentTime = 0;
    await expect(Math.round(new DOMMatrix(getComputedStyle(panel).transform).m42)).toBe(140);
    slideOut!.play();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** The owner closes the sheet (a size was picked): it slides out over 400 ms too, without onClose. */
function SizePicker(props: BottomSheetProps) {
  const [open, setOpen] = useState(props.open);
  const [size, setSize] = useState<string | null>(null);
  return (
    <>
      <p>Size: {size ?? "none"}</p>
      <BottomSheet {...props} open={open}>
        {["S", "M", "L"].map((label) => (
          <button
            key={label}
            type="button"
            className="shop-button shop-button--secondary"
            onClick={() => {
              setSize(label);
              setOpen(false);
            }}
          >
            {label}
          </button>
        ))}
      </BottomSheet>
    </>
  );
}

export const ClosedByOwner: Story = {
  render: (args) => <SizePicker {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement)).getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "M" }));
    await expect(dialog.parentElement).toHaveAttribute("data-state", "closing");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(within(body(canvasElement)).queryByRole("dialog")).toBeNull());
    await expect(within(canvasElement).getByText("Size: M")).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** An app whose router renders the sheet with the current route as `routeKey`. */
function RoutedPage(props: BottomSheetProps) {
  const [route, setRoute] = useState(props.routeKey);
  const link = useMemo(() => createNavigateLink(setRoute), []);
  return (
    <LinkProvider component={link}>
      <p>Route: {route}</p>
      <BottomSheet {...props} routeKey={route}>
        <ShopLink className="shop-link" href="/service/size-guide/">
          Size guide
        </ShopLink>
      </BottomSheet>
    </LinkProvider>
  );
}

/** Following a link in the sheet changes the route: the sheet slides out and calls onClose after 400 ms (§2, §9). */
export const RouteChangeCloses: Story = {
  render: (args) => <RoutedPage {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement)).getByRole("dialog");
    const followed = performance.now();
    await userEvent.click(within(dialog).getByRole("link", { name: "Size guide" }));
    await expect(within(canvasElement).getByText("Route: /service/size-guide/")).toBeInTheDocument();
    await expect(dialog.parentElement).toHaveAttribute("data-state", "closing");
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(performance.now() - followed).toBeGreaterThanOrEqual(SHEET_CLOSE_DELAY_MS);
    await expect(within(body(canvasElement)).queryByRole("dialog")).toBeNull();
  },
};

export const LongContent: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: {
    title: "Size guide for shirts, jackets and knitwear in European and international sizes",
    children: Array.from({ length: 30 }, (_, index) => <p key={index}>Row {index + 1}: chest, waist and sleeve length.</p>),
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
    await expect(body(canvasElement)).not.toHaveClass("shop-scroll-locked");
  },
};
