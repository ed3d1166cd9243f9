import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { priceI18nFor } from "../../fixtures/price-i18n";
import { BELT, BELT_CUSTOM_OPTIONS, beltPrice, GIFT_SET, GIFT_SET_OPTIONS, giftSetPrice, SHIRT, SHIRT_COLOURS, SHIRT_SIZES, SUIT, SUIT_ITEMS } from "../../fixtures/product-page";
import { withRouterSpy } from "../../fixtures/router-spy";
import { padded } from "../../fixtures/story-frame";
import { useLocale } from "../../text/text-context";
import { RelatedColours } from "../related-colours/RelatedColours";
import { sortRelatedColours } from "../related-colours/rules/related-colours";
import { ProductInfo, type ProductInfoProps } from "./ProductInfo";
import { defaultBundleSelections, type BundleSelections, type CustomOptionValues } from "./rules/buy-box";

/**
 * The app's side, played by the story: it keeps the choices, works out the price (here a
 * stand-in sum; the app takes @shop/catalog-pricing `bundlePrice`/`customOptionsSurcharge`)
 * and adds (200 ms).
 */
function Stateful(props: ProductInfoProps) {
  const [size, setSize] = useState(props.size ?? null);
  const [qty, setQty] = useState(props.qty ?? 1);
  const [grouped, setGrouped] = useState<Record<string, number>>({});
  const [bundle, setBundle] = useState<BundleSelections>(props.bundleSelections ?? defaultBundleSelections(props.bundleOptions ?? []));
  const [custom, setCustom] = useState<CustomOptionValues>(props.customValues ?? {});
  const [adding, setAdding] = useState(false);
  const price = props.typeId === "bundle" ? { regular: giftSetPrice(bundle) } : props.customOptions === BELT_CUSTOM_OPTIONS ? { regular: beltPrice(custom) } : props.price;
  return (
    <ProductInfo
      {...props}
      priceI18n={priceI18nFor(useLocale())}
      price={price}
      size={size}
      onSizeChange={(choice) => setSize(choice.id)}
      qty={qty}
      onQtyChange={setQty}
      groupedQuantities={grouped}
      onGroupedQuantityChange={(sku, next) => setGrouped((current) => ({ ...current, [sku]: next }))}
      bundleSelections={bundle}
      onBundleSelectionChange={(optionId, ids) => setBundle((current) => ({ ...current, [String(optionId)]: ids }))}
      customValues={custom}
      onCustomOptionChange={(optionId, value) => setCustom((current) => ({ ...current, [String(optionId)]: value }))}
      adding={adding}
      onAddToCart={() => {
        props.onAddToCart();
        setAdding(true);
        setTimeout(() => setAdding(false), 200);
      }}
    />
  );
}

const meta = {
  title: "Product/Product info",
  component: ProductInfo,
  args: {
    typeId: "configurable",
    name: SHIRT.name,
    brand: SHIRT.brand,
    price: SHIRT.price,
    discountLabel: SHIRT.discountLabel,
    inStock: true,
    sizes: SHIRT_SIZES,
    colours: <RelatedColours colours={sortRelatedColours(SHIRT_COLOURS)} currentSku={SHIRT.sku} imageUrl={(src) => src} />,
    onSizeGuideClick: fn(),
    onAddToCart: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [withRouterSpy(), padded(480)],
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof ProductInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

const addButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole("button", { name: /Add to cart/ });

/** Configurable: add waits for a size (§4); the size guide opens by callback. */
export const Configurable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(addButton(canvasElement)).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Size guide" }));
    await expect(args.onSizeGuideClick).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("combobox", { name: "Size" }));
    await userEvent.click(canvas.getByRole("option", { name: "L" }));
    await expect(addButton(canvasElement)).not.toHaveAttribute("aria-disabled", "true");
    await userEvent.click(addButton(canvasElement));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole("button", { name: /Added to cart/ })).toBeVisible());
  },
};

/** Grouped: the parts with a quantity each (default 1); the sold-out waistcoat refuses. */
export const Grouped: Story = {
  args: { typeId: "grouped", name: SUIT.name, price: SUIT.price, discountLabel: undefined, sizes: [], colours: undefined, onSizeGuideClick: undefined, groupedItems: SUIT_ITEMS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity: Suit jacket" }));
    await expect(canvas.getByRole("textbox", { name: /Suit jacket/ })).toHaveValue("2");
    await expect(canvas.getByText("Out of the stock!")).toBeVisible();
  },
};

/** Bundle: defaults preselected; the price follows the selection (the app's bundlePrice). */
export const Bundle: Story = {
  args: { typeId: "bundle", name: GIFT_SET.name, price: { regular: GIFT_SET.basePrice }, discountLabel: undefined, sizes: [], colours: undefined, onSizeGuideClick: undefined, bundleOptions: GIFT_SET_OPTIONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: /Oxford shirt, white/ })).toBeChecked();
    await expect(canvas.getByText(/104[.,]85/)).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: /Oxford shirt, navy/ }));
    await expect(canvas.getByText(/109[.,]85/)).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: /Knitted silk tie/ }));
    await expect(canvas.getByText(/79[.,]90/)).toBeVisible();
  },
};

/** Custom options: a monogram (+ a fixed amount) and gift wrapping (a percentage of the price), the latter required. */
export const CustomOptions: Story = {
  args: { typeId: "simple", name: BELT.name, brand: BELT.brand, price: BELT.price, discountLabel: undefined, sizes: [], colours: undefined, onSizeGuideClick: undefined, customOptions: BELT_CUSTOM_OPTIONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(addButton(canvasElement)).toHaveAttribute("aria-disabled", "true");
    await userEvent.type(canvas.getByLabelText(/Monogram/), "JDV");
    await expect(canvas.getByText(/44[.,]95/)).toBeVisible();
    await userEvent.click(canvas.getByRole("combobox", { name: /Gift wrapping/ }));
    await userEvent.click(canvas.getByRole("option", { name: /Gift box \(\+10/ }));
    // 39.95 + 5.00 + 10% of 39.95.
    await expect(canvas.getByText(/48[.,]95/)).toBeVisible();
    await expect(addButton(canvasElement)).not.toHaveAttribute("aria-disabled", "true");
  },
};

export const OutOfStock: Story = {
  args: { inStock: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Out of the stock!")).toBeVisible();
    await expect(within(canvasElement).getByRole("combobox", { name: "Size" })).toHaveTextContent("No sizes in stock");
  },
};

/** The variant choice found nothing (presentation-content.md §8). */
export const NoSuchConfiguration: Story = {
  args: { noSuchConfiguration: true, errors: ["No available product variants"] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("No such configuration for the product. Please do choose another combination of attributes.");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Maattabel" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { typeId: "bundle", name: GIFT_SET.name, price: { regular: GIFT_SET.basePrice }, sizes: [], bundleOptions: GIFT_SET_OPTIONS },
  play: async ({ canvasElement }) => {
    await expectTextsVisible(canvasElement, ["Größentabelle", "(Pflichtfeld)"]);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { typeId: "grouped", name: SUIT.name, price: SUIT.price, sizes: [], groupedItems: SUIT_ITEMS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Guide des tailles" })).toBeVisible();
  },
};
