import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow } from "../../fixtures/layout-checks";
import { keepUrl } from "../../fixtures/product-card";
import { PAGE_LABELS, SHIRT_GALLERY } from "../../fixtures/product-page";
import { ProductGallery } from "./ProductGallery";
import { galleryItems } from "./rules/gallery-media";

const ITEMS = galleryItems(SHIRT_GALLERY, "Oxford shirt, slim fit");

/** The product page gallery: media_gallery images and a video, thumbnails, arrows and keys, labels of type 2. */
const meta = {
  title: "Product/Product gallery",
  component: ProductGallery,
  args: { items: ITEMS, labels: PAGE_LABELS, imageUrl: keepUrl, onSlideChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thumbnails and arrows move the snap track; the first image is the page's eager, high-priority one. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const track = canvas.getByRole("list", { name: "Product images" });
    const [first] = within(track).getAllByRole("img");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(canvas.getByText("Free shipping")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Image 3 of 5" }));
    await expect(args.onSlideChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(Math.round(track.scrollLeft / track.clientWidth)).toBe(2));
    await userEvent.click(canvas.getByRole("button", { name: "Next image" }));
    await expect(canvas.getByRole("button", { name: "Video 4 of 5" })).toHaveAttribute("aria-current", "true");
    // The highlight does not step back through the slides the smooth scroll passes.
    await waitFor(() => expect(Math.round(track.scrollLeft / track.clientWidth)).toBe(3));
    await expect(canvas.getByRole("button", { name: "Video 4 of 5" })).toHaveAttribute("aria-current", "true");
    await expect(args.onSlideChange).not.toHaveBeenCalledWith(1);
  },
};

/** Keyboard: the focused track answers the arrow, Home and End keys. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const track = within(canvasElement).getByRole("list", { name: "Product images" });
    track.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard("{End}");
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard("{Home}");
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(0);
  },
};

/** Mobile: a full-width swipe track (scroll snap), no arrows, thumbnails below. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Next image" })).toBeNull();
    const track = canvas.getByRole("list", { name: "Product images" });
    track.scrollTo({ left: track.clientWidth, behavior: "auto" });
    await waitFor(() => expect(args.onSlideChange).toHaveBeenCalledWith(1));
    await expectNoHorizontalOverflow(canvasElement, { width: 375, scrollers: ".shop-gallery__track, .shop-gallery__thumbs" });
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Afbeelding 2 van 5" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Nächstes Bild" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Vidéo 4 sur 5" })).toBeVisible();
  },
};

/** One image: no thumbnails, no arrows. */
export const SingleImage: Story = {
  args: { items: ITEMS.slice(0, 1), labels: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};
