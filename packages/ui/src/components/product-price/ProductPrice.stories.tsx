import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { useLocale } from "../../text/text-context";
import { ProductPrice, type ProductPriceProps } from "./ProductPrice";
import { priceI18nFor } from "../../fixtures/price-i18n";
import { recommendationCardPrice, recommendationPriceI18n, type RecommendationPrices } from "./rules/recommendation-price";

/** Follows the language toolbar's store view unless a story fixes the price settings. */
function StoreViewPrice(props: ProductPriceProps) {
  const locale = useLocale();
  return <ProductPrice {...props} priceI18n={props.priceI18n ?? priceI18nFor(locale)} />;
}

const meta = {
  title: "Product/Product price",
  component: ProductPrice,
  render: (args) => (
    <div style={{ padding: 16 }}>
      <StoreViewPrice {...args} />
    </div>
  ),
  args: { price: { regular: 79.95 } },
} satisfies Meta<typeof ProductPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("€79.95")).toBeVisible();
  },
};

export const Special: Story = {
  args: { price: { regular: 79.95, special: 59.95 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The regular price is struck through; the discount comes from the prices (25%).
    await expect(canvas.getByText("€79.95").tagName).toBe("S");
    await expect(canvas.getByText("-25%")).toBeVisible();
    await expect(canvas.getByText("Special price")).toHaveClass("shop-visually-hidden");
  },
};

export const BadgeLabelWins: Story = {
  args: { price: { regular: 100, special: 70 }, discountLabel: "-35%" },
  play: async ({ canvasElement }) => {
    // presentation-content.md §5: - and % stripped from the badge label, then shown as a percentage.
    await expect(within(canvasElement).getByText("-35%")).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { price: { regular: 1249.95, special: 999.95 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("€ 999,95")).toBeVisible();
    await expect(within(canvasElement).getByText("€ 1.249,95")).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { price: { regular: 79.95, special: 59.95 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("59,95 €")).toBeVisible();
  },
};

export const WithoutStoreView: Story = {
  render: (args) => <ProductPrice {...args} />,
  args: { price: { regular: 5 } },
  play: async ({ canvasElement }) => {
    // §5: without i18n settings, two decimals.
    await expect(within(canvasElement).getByText("5.00")).toBeVisible();
  },
};

export const SpecialNotLower: Story = {
  args: { price: { regular: 79.95, special: 89.95 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("s")).toBeNull();
  },
};

/** A card of the recommendation service (§3 sellingPrice.min, listPrice.min), §5 formatting. */
const recommended: RecommendationPrices = { sellingPrice: { min: 1249.5 }, listPrice: { min: 1499 } };

export const Recommendation: Story = {
  args: { price: recommendationCardPrice(recommended)!, priceI18n: recommendationPriceI18n("€", "en-US") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // presentation-content.md §5: two decimals with a comma, the optional sign, no grouping.
    await expect(canvas.getByText("€ 1249,50")).toBeVisible();
    await expect(canvas.getByText("€ 1499,00").tagName).toBe("S");
  },
};

export const RecommendationWithoutSign: Story = {
  args: { price: recommendationCardPrice({ sellingPrice: { min: 49.95 } })!, priceI18n: recommendationPriceI18n() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("49,95")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { price: { regular: 1249.95, special: 999.95 } },
  play: async ({ canvasElement }) => {
    // The special price, the struck regular one and the badge fit the narrowest screen.
    const price = canvasElement.querySelector<HTMLElement>(".shop-price")!;
    await expect(price.scrollWidth).toBeLessThanOrEqual(price.clientWidth);
    await expect(within(canvasElement).getByText("€1,249.95").tagName).toBe("S");
  },
};
