import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { useLocale } from "../../text/text-context";
import { priceI18nFor } from "../../fixtures/price-i18n";
import { ROUTER_LINK_ATTRIBUTE, ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { placeholderImage } from "../../fixtures/images";
import { ProductCard, type ProductCardProps } from "./ProductCard";
import type { ImageUrlOptions } from "./rules/card-image";
import {
  CAROUSEL_PRODUCTS,
  CONFIGURABLE_SHIRT,
  keepUrl,
  LONG_TITLE_PRODUCT,
  NO_IMAGE_PRODUCT,
  ONE_SIZE_SCARF,
  OUT_OF_STOCK_SHIRT,
  PRODUCT_WITH_ERRORS,
  SIMPLE_BELT,
  SOLD_OUT_ONE_SIZE_SCARF,
} from "../../fixtures/product-card";

/**
 * Plays the app around a card: stores the chosen size per attribute (presentation-content.md
 * §4) and runs an add that ends after 300 ms with the story's outcome.
 */
function CardDemo({ outcome = "success", ...props }: ProductCardProps & { outcome?: "success" | "failure" }) {
  const locale = useLocale();
  const [selected, setSelected] = useState<Record<string, string>>({ ...props.selectedOptions });
  const [adding, setAdding] = useState(props.adding ?? false);
  const [failed, setFailed] = useState(props.addFailed ?? false);
  return (
    <ProductCard
      {...props}
      priceI18n={props.priceI18n ?? priceI18nFor(locale)}
      selectedOptions={selected}
      adding={adding}
      addFailed={failed}
      onSizeChange={(size) => {
        setSelected((current) => ({ ...current, [size.type]: size.id }));
        props.onSizeChange?.(size);
      }}
      onAddToCart={(product, configuration) => {
        props.onAddToCart?.(product, configuration);
        setAdding(true);
        setFailed(false);
        setTimeout(() => {
          setFailed(outcome === "failure");
          setAdding(false);
        }, 300);
      }}
    />
  );
}

const meta = {
  title: "Product/Product card",
  component: ProductCard,
  render: (args) => (
    <div style={{ maxWidth: 300, padding: 16, minHeight: 720 }}>
      <CardDemo {...args} />
    </div>
  ),
  args: { product: CONFIGURABLE_SHIRT, imageUrl: keepUrl, onAddToCart: fn(), onSizeChange: fn() },
  // The app's router stand-in: product links go through LinkProvider.
  decorators: [withRouterSpy()],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfigurableChooseSizeThenAdd: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole("button", { name: "Add to cart" });
    // §4: disabled until a configuration is chosen.
    await expect(add).toHaveAttribute("aria-disabled", "true");
    // The reason is the button's description only (a hidden element), not text of the card.
    await expect(add).toHaveAccessibleDescription("Choose your size");
    await expect(canvasElement.querySelector(`#${CSS.escape(add.getAttribute("aria-describedby") ?? "")}`)).not.toBeVisible();
    await userEvent.click(add);
    await expect(args.onAddToCart).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("combobox", { name: "Size" }));
    await userEvent.click(canvas.getByRole("option", { name: "XL" }));
    await expect(args.onSizeChange).toHaveBeenCalledWith(expect.objectContaining({ id: "170", type: "size_ois" }));
    await expect(add).not.toHaveAttribute("aria-disabled");

    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledWith(CONFIGURABLE_SHIRT, { size_ois: "170", color_ois: "49" });
    await expect(add).toHaveTextContent("Adding to cart");
    await waitFor(() => expect(add).toHaveTextContent("Added to cart"));
  },
};

export const AddFails: Story = {
  args: { product: SIMPLE_BELT },
  render: (args) => (
    <div style={{ maxWidth: 300, padding: 16 }}>
      <CardDemo {...args} outcome="failure" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole("button", { name: "Add to cart" });
    await userEvent.click(add);
    await waitFor(() => expect(add).toHaveTextContent("Could not add to cart"));
  },
};

export const Adding: Story = {
  args: { product: SIMPLE_BELT, adding: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Adding to cart" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const SimpleProduct: Story = {
  args: { product: SIMPLE_BELT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("combobox")).toBeNull();
    // The product link gets its trailing slash and goes through the app's router (LinkProvider).
    const link = canvas.getByRole("link", { name: "Leather belt" });
    await expect(link).toHaveAttribute("href", "/p/BE-2002/leather-belt/");
    await expect(link).toHaveAttribute(ROUTER_LINK_ATTRIBUTE);
    await userEvent.click(link);
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /p/BE-2002/leather-belt/");
  },
};

export const OneSize: Story = { args: { product: ONE_SIZE_SCARF } };

/** The only size's variant is sold out: it is not chosen and the add button stays disabled. */
export const SoldOutOneSize: Story = {
  args: { product: SOLD_OUT_ONE_SIZE_SCARF },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Size" })).toHaveTextContent("No sizes in stock");
    await expect(canvas.getByRole("button", { name: "Add to cart" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const OutOfStock: Story = {
  args: { product: OUT_OF_STOCK_SHIRT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Size" })).toHaveTextContent("No sizes in stock");
    await expect(canvas.getByRole("button", { name: "Add to cart" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const ProductErrors: Story = {
  args: { product: PRODUCT_WITH_ERRORS, selectedOptions: { size_ois: "167" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No available product variants")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add to cart" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const LongTitleAndFourLabels: Story = {
  args: { product: LONG_TITLE_PRODUCT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One label per corner (§9): the second top-left label stays hidden.
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.queryByText("Bestseller")).toBeNull();
    await expect(canvas.getByText("-20%")).toBeVisible();
  },
};

/** An image service stand-in: a grey low-quality picture when a quality is asked (the placeholder), the photo otherwise. */
const serviceUrl = fn((src: string, width?: number, height?: number, options?: ImageUrlOptions) =>
  options?.quality === undefined ? src : placeholderImage("#c9d3e0", { width, height }),
);

// presentation-content.md §9 "Placeholder image: quality 50, a quarter of the smallest width;
// webp conversion when supported (default on)": it lies under the photo until the photo loads.
export const ImagePlaceholder: Story = {
  args: { imageUrl: serviceUrl },
  play: async ({ canvasElement }) => {
    const photoSrc = CONFIGURABLE_SHIRT.image[0]!.src;
    await expect(serviceUrl).toHaveBeenCalledWith(photoSrc, 128, 160, { quality: 50 });
    await expect(serviceUrl).toHaveBeenCalledWith(photoSrc, 128, 160, { quality: 50, format: "webp" });
    const image = canvasElement.querySelector<HTMLImageElement>(".shop-product-card__image")!;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    // Loaded: the placeholder leaves.
    await waitFor(() => expect(canvasElement.querySelector(".shop-product-card__placeholder")).toBeNull());
  },
};

export const NoImage: Story = { args: { product: NO_IMAGE_PRODUCT } };

export const WithoutActions: Story = {
  args: { product: CONFIGURABLE_SHIRT, hideActions: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Ajouter au panier" })).toBeVisible();
    await expect(canvas.getByText("59,95 €")).toBeVisible();
  },
};

/** A listing grid: 2 columns on mobile, 4 on desktop. */
function Grid({ columns, ...props }: Partial<ProductCardProps> & { columns: number }) {
  const products = [CONFIGURABLE_SHIRT, SIMPLE_BELT, ONE_SIZE_SCARF, OUT_OF_STOCK_SHIRT, LONG_TITLE_PRODUCT, ...CAROUSEL_PRODUCTS.slice(0, 3)];
  return (
    <ul style={{ display: "grid", gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16, padding: 16, margin: 0, listStyle: "none" }}>
      {products.map((product, index) => (
        <li key={product.sku}>
          <CardDemo {...props} product={product} index={index} context="list" imageUrl={keepUrl} />
        </li>
      ))}
    </ul>
  );
}

export const ListingMobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  render: () => <Grid columns={2} />,
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll<HTMLImageElement>(".shop-product-card__image:not(.shop-product-card__image--hover)")];
    // §9: the first 5 list cards load eagerly, the rest lazily.
    await expect(images.slice(0, 5).every((image) => image.loading === "eager")).toBe(true);
    await expect(images.slice(5).every((image) => image.loading === "lazy")).toBe(true);
  },
};

export const ListingDesktop: Story = {
  globals: { viewport: { value: "desktop" } },
  render: () => <Grid columns={4} />,
};
