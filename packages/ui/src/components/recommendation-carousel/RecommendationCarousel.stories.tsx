import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { CAROUSEL_PRODUCTS, keepUrl, LONG_TITLE_PRODUCT } from "../../fixtures/product-card";
import { withRouterSpy } from "../../fixtures/router-spy";
import { priceI18nFor } from "../../fixtures/price-i18n";
import { useLocale } from "../../text/text-context";
import { RecommendationCarousel, type RecommendationCarouselProps } from "./RecommendationCarousel";

/** Priced for the toolbar's store view, as the app passes its store view's settings. */
function Priced(props: RecommendationCarouselProps) {
  return <RecommendationCarousel {...props} priceI18n={priceI18nFor(useLocale())} />;
}

const meta = {
  title: "Product/Recommendation carousel",
  component: RecommendationCarousel,
  args: { products: CAROUSEL_PRODUCTS, algorithm: "ALTERNATIVES", onProductClick: fn(), cardProps: { imageUrl: keepUrl } },
  render: (args) => <Priced {...args} />,
  decorators: [withRouterSpy()],
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof RecommendationCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Product page ALTERNATIVES (presentation-content.md §7): a click on a card is reported for the click notification. */
export const Alternatives: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Similar products" })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Knitted polo 2" }));
    await expect(args.onProductClick).toHaveBeenCalledWith(CAROUSEL_PRODUCTS[1], 1);
  },
};

export const Upsell: Story = {
  args: { algorithm: "UPSELL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "You may also like" })).toBeVisible();
  },
};

/** Cart page CART list, titled by the content service. */
export const CartWithContentTitle: Story = {
  args: { algorithm: "CART", title: "Goes well with your order" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Goes well with your order" })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { products: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading…")).toHaveAttribute("role", "status");
  },
};

/** Nothing recommended: nothing shown. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("heading")).toBeNull();
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { algorithm: "CART" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Maak je look compleet" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { algorithm: "UPSELL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Das könnte Ihnen auch gefallen" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Articles similaires" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, { scrollers: ".shop-carousel__track" });
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { algorithm: "UPSELL", products: [LONG_TITLE_PRODUCT, ...CAROUSEL_PRODUCTS.slice(0, 3)] },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, { scrollers: ".shop-carousel__track" });
    await expectTextsVisible(canvasElement, ["Das könnte Ihnen auch gefallen"]);
  },
};
