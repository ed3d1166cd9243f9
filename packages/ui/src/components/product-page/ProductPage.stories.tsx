import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { priceI18nFor } from "../../fixtures/price-i18n";
import { CAROUSEL_PRODUCTS, keepUrl } from "../../fixtures/product-card";
import { PAGE_LABELS, SHIRT, SHIRT_COLOURS, SHIRT_DESCRIPTION, SHIRT_DETAILS, SHIRT_GALLERY, SHIRT_SIZE_GUIDE, SHIRT_SIZES } from "../../fixtures/product-page";
import { withRouterSpy } from "../../fixtures/router-spy";
import { useLocale, useTranslate } from "../../text/text-context";
import { Breadcrumbs } from "../breadcrumbs/Breadcrumbs";
import { RichText } from "../content-blocks/RichText";
import { ProductGallery } from "../product-gallery/ProductGallery";
import { galleryItems } from "../product-gallery/rules/gallery-media";
import { ProductInfo } from "../product-info/ProductInfo";
import { RecommendationCarousel } from "../recommendation-carousel/RecommendationCarousel";
import { RelatedColours } from "../related-colours/RelatedColours";
import { sortRelatedColours } from "../related-colours/rules/related-colours";
import { SizeGuideModal } from "../size-guide-modal/SizeGuideModal";
import { ProductPage } from "./ProductPage";

/** The configurable shirt's page as the storefront composes it: every region filled, the size guide modal wired. */
function ShirtPage({ onAddToCart }: { onAddToCart: () => void }) {
  const t = useTranslate();
  const priceI18n = priceI18nFor(useLocale());
  const [size, setSize] = useState<string | null>(null);
  const [qty, setQty] = useState(1);
  const [sizeGuide, setSizeGuide] = useState(false);
  return (
    <>
      <ProductPage
        breadcrumbs={<Breadcrumbs crumbs={[{ label: t("Home"), href: "/" }, { label: "Shirts", href: "/c/shirts/" }, { label: SHIRT.name }]} />}
        gallery={<ProductGallery items={galleryItems(SHIRT_GALLERY, SHIRT.name)} labels={PAGE_LABELS} imageUrl={keepUrl} />}
        info={
          <ProductInfo
            typeId="configurable"
            name={SHIRT.name}
            brand={SHIRT.brand}
            price={SHIRT.price}
            discountLabel={SHIRT.discountLabel}
            priceI18n={priceI18n}
            inStock
            colours={<RelatedColours colours={sortRelatedColours(SHIRT_COLOURS)} currentSku={SHIRT.sku} imageUrl={keepUrl} />}
            sizes={SHIRT_SIZES}
            size={size}
            onSizeChange={(choice) => setSize(choice.id)}
            onSizeGuideClick={() => setSizeGuide(true)}
            qty={qty}
            onQtyChange={setQty}
            onAddToCart={onAddToCart}
          />
        }
        description={<RichText nodes={[{ type: "paragraph", children: [{ type: "text", text: SHIRT_DESCRIPTION }] }]} />}
        details={SHIRT_DETAILS}
        recommendations={
          <>
            <RecommendationCarousel algorithm="ALTERNATIVES" products={CAROUSEL_PRODUCTS} priceI18n={priceI18n} cardProps={{ imageUrl: keepUrl }} />
            <RecommendationCarousel algorithm="UPSELL" products={[...CAROUSEL_PRODUCTS].reverse()} priceI18n={priceI18n} cardProps={{ imageUrl: keepUrl }} />
          </>
        }
      />
      <SizeGuideModal open={sizeGuide} onClose={() => setSizeGuide(false)} rows={SHIRT_SIZE_GUIDE} />
    </>
  );
}

const meta = {
  title: "Product/Product page",
  component: ShirtPage,
  args: { onAddToCart: fn() },
  decorators: [withRouterSpy()],
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof ShirtPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: gallery left, buy box right; size guide in the modal; choose a size and add. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const gallery = canvas.getByRole("region", { name: "Product images" });
    const heading = canvas.getByRole("heading", { level: 1, name: SHIRT.name });
    // Side by side: the buy box starts right of the gallery.
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(gallery.getBoundingClientRect().right);
    await userEvent.click(canvas.getByRole("button", { name: "Size guide" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Size guide" });
    await expect(within(dialog).getAllByRole("row")).toHaveLength(6);
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull());
    await userEvent.click(canvas.getByRole("combobox", { name: "Size" }));
    await userEvent.click(canvas.getByRole("option", { name: "XL" }));
    await userEvent.click(canvas.getByRole("button", { name: /Add to cart/ }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("heading", { name: "Similar products" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "You may also like" })).toBeVisible();
  },
};

/** Mobile: stacked (gallery, then buy box), nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = canvas.getByRole("region", { name: "Product images" });
    const heading = canvas.getByRole("heading", { level: 1, name: SHIRT.name });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(gallery.getBoundingClientRect().bottom);
    await expectNoHorizontalOverflow(canvasElement, { width: 375, scrollers: ".shop-gallery__track, .shop-gallery__thumbs, .shop-carousel__track" });
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Kenmerken" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectTextsVisible(canvasElement, ["Größentabelle", "Produktdetails"]);
    await expectNoHorizontalOverflow(canvasElement, { scrollers: ".shop-gallery__track, .shop-gallery__thumbs, .shop-carousel__track" });
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Détails" })).toBeVisible();
  },
};
