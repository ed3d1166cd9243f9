import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { useLocale } from "../../text/text-context";
import { ProductCard } from "../product-card/ProductCard";
import { CAROUSEL_PRODUCTS, keepUrl } from "../../fixtures/product-card";
import type { CardProduct } from "../product-card/product-card.types";
import { priceI18nFor } from "../../fixtures/price-i18n";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { ProductsCarousel } from "./ProductsCarousel";

/** A carousel card priced for the toolbar's store view. */
function Slide({ product, index }: { product: CardProduct; index: number }) {
  const locale = useLocale();
  return <ProductCard product={product} context="carousel" index={index} imageUrl={keepUrl} priceI18n={priceI18nFor(locale)} hideActions />;
}

const meta = {
  title: "Product/Products carousel",
  component: ProductsCarousel<CardProduct>,
  args: {
    title: "You may also like",
    items: CAROUSEL_PRODUCTS,
    getKey: (product: CardProduct) => product.sku,
    renderItem: (product: CardProduct, index: number) => <Slide product={product} index={index} />,
  },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof ProductsCarousel<CardProduct>>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    left: canvas.getByRole("button", { name: "Scroll left" }),
    right: canvas.getByRole("button", { name: "Scroll right" }),
    track: canvasElement.querySelector<HTMLElement>(".shop-carousel__track")!,
  };
};

/** Arrows at an end are aria-disabled: they keep the focus of the keyboard shopper pressing them. */
const atEnd = (arrow: HTMLElement) => expect(arrow).toHaveAttribute("aria-disabled", "true");
const notAtEnd = (arrow: HTMLElement) => expect(arrow).toHaveAttribute("aria-disabled", "false");

export const ArrowsDisabledAtTheEnds: Story = {
  play: async ({ canvasElement }) => {
    const { left, right, track } = parts(canvasElement);
    // presentation-content.md §4: disabled at the left end; enabled once scrolled.
    await waitFor(() => notAtEnd(right));
    await atEnd(left);
    await userEvent.click(right);
    // An arrow press pauses snapping for its animation.
    await expect(track).toHaveClass("shop-carousel__track--free");
    await waitFor(() => notAtEnd(left));
    await expect(track.scrollLeft).toBeGreaterThan(0);
    // The keyboard drives the arrow to the end: it turns disabled and keeps the focus.
    await expect(right).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => atEnd(right));
    await expect(right).toHaveFocus();
    // Pressing it again starts no animation: snapping, back 500 ms after the last one, is not
    // paused again (the scroll position cannot show it: the browser clamps it at the end).
    await waitFor(() => expect(track).not.toHaveClass("shop-carousel__track--free"));
    const classChanges: string[] = [];
    const observer = new MutationObserver(() => classChanges.push(track.className));
    observer.observe(track, { attributes: true, attributeFilter: ["class"] });
    await userEvent.keyboard("{Enter}");
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    await expect(classChanges).toEqual([]);
    await expect(track).not.toHaveClass("shop-carousel__track--free");
    await userEvent.click(left);
    await userEvent.click(left);
    await waitFor(() => atEnd(left));
    await expect(left).toHaveFocus();
  },
};

export const MouseDragScrolling: Story = {
  // The app's router stand-in: a card link clicked at the end of a drag must not reach it.
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const { left, track } = parts(canvasElement);
    const pointer = { pointerId: 7, pointerType: "mouse", button: 0 };
    // A move of 20 px or less is no drag (§9 drag threshold 20 px).
    fireEvent.pointerDown(track, { ...pointer, clientX: 600 });
    fireEvent.pointerMove(track, { ...pointer, clientX: 580 });
    fireEvent.pointerUp(track, { ...pointer, clientX: 580 });
    await expect(track.scrollLeft).toBe(0);
    // Beyond it the row follows the pointer, and snapping pauses.
    fireEvent.pointerDown(track, { ...pointer, clientX: 600 });
    fireEvent.pointerMove(track, { ...pointer, clientX: 560 });
    fireEvent.pointerMove(track, { ...pointer, clientX: 300 });
    await expect(track.scrollLeft).toBe(300);
    await expect(track).toHaveClass("shop-carousel__track--free");
    fireEvent.pointerUp(track, { ...pointer, clientX: 300 });
    // The click ending the drag does not open the card under the pointer.
    fireEvent.click(track.querySelector("a.shop-product-card__link")!);
    await expect(within(canvasElement).getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: none");
    // Snapping comes back 500 ms later; the arrows follow the new position.
    await waitFor(() => expect(track).not.toHaveClass("shop-carousel__track--free"));
    await waitFor(() => notAtEnd(left));
  },
};

export const FewItemsNoScrolling: Story = {
  args: { items: CAROUSEL_PRODUCTS.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const { left, right } = parts(canvasElement);
    await atEnd(left);
    await atEnd(right);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const { left, right, canvas } = parts(canvasElement);
    await expect(canvas.queryAllByRole("article")).toHaveLength(0);
    await atEnd(left);
    await atEnd(right);
  },
};

export const LongTitle: Story = {
  args: { title: "Complete the look with these hand-picked pieces from our autumn and winter collection" },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    const { right } = parts(canvasElement);
    await waitFor(() => notAtEnd(right));
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { title: "Das könnte Ihnen auch gefallen" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Nach rechts blättern" })).toBeVisible();
  },
};
