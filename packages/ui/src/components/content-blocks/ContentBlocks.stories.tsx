import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CONTENT_PRODUCTS, fragmentImageUrl, HOME_BLOCKS, HOSTILE_BLOCKS } from "../../fixtures/content-blocks";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { ROUTER_LINK_ATTRIBUTE, ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { ContentBlocks } from "./ContentBlocks";
import type { ContentBlock } from "./content-types";

/**
 * The body blocks of a content story (presentation-content.md §3): hero with a desktop and a
 * mobile asset, category tiles, a product carousel fed by skus, text and an image at the §9
 * srcset widths. Content text is the editor's (not translated); the controls speak the toolbar's language.
 */
const meta = {
  title: "Content/Content blocks",
  component: ContentBlocks,
  args: { blocks: HOME_BLOCKS, products: CONTENT_PRODUCTS, imageUrl: fragmentImageUrl, onUnknown: fn() },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof ContentBlocks>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG_BLOCKS: ContentBlock[] = [
  {
    component: "hero",
    id: "hero",
    title: "Herbst-Winter-Kollektion: handgefertigte Überhemden aus Schurwollflanell",
    subtitle: "Doppelt gewebter Flanell, Perlmuttknöpfe und ein Schnitt, der über einem Strickpullover genauso gut sitzt wie über einem Oxfordhemd.",
    desktopAsset: HOME_BLOCKS[0]!.component === "hero" ? HOME_BLOCKS[0]!.desktopAsset : { filename: "" },
    buttonText: "Die ganze Kollektion entdecken",
    buttonHref: "/c/herbst-winter-kollektion",
  },
  {
    component: "categoryTiles",
    id: "tiles",
    title: "Einkaufen nach Kategorie und Anlass",
    tiles: ["Bügelfreie Businesshemden", "Strickjacken", "Wetterfeste Übergangsjacken", "Anzughosen"].map((title, index) => ({
      title,
      href: `/c/kategorie-${index}`,
      image: { filename: HOME_BLOCKS[0]!.component === "hero" ? HOME_BLOCKS[0]!.desktopAsset.filename : "", alt: "" },
    })),
  },
];

export const HomePage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "The autumn edit" })).toBeVisible();
    // §2 hero: the desktop asset at 1280 px.
    const hero = canvasElement.querySelector<HTMLImageElement>("picture img")!;
    await waitFor(() => expect(hero.currentSrc).toContain("Desktop%20hero"));
    await expect(canvas.getByRole("heading", { name: "New this week" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem").length).toBeGreaterThan(4);
    await expect(args.onUnknown).not.toHaveBeenCalled();
  },
};

export const HomePageMobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    // Below 1024 px the mobile asset.
    const hero = canvasElement.querySelector<HTMLImageElement>("picture img")!;
    await waitFor(() => expect(hero.currentSrc).toContain("Mobile%20hero"));
    await expectNoHorizontalOverflow(canvasElement, { width: 375, scrollers: ".shop-carousel__track" });
  },
};

export const Dutch: Story = { globals: { locale: "nl-NL", viewport: { value: "desktop" } } };
export const German: Story = { globals: { locale: "de-DE", viewport: { value: "mobile375" } } };
export const French: Story = { globals: { locale: "fr-FR", viewport: { value: "desktop" } } };

/** The carousel's products are still loading. */
export const ProductsLoading: Story = {
  args: { products: {}, productsLoading: true, blocks: HOME_BLOCKS.filter((block) => block.component === "productCarousel") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading…");
  },
};

/** No product of the carousel's skus was found: the block renders nothing. */
export const ProductsNotFound: Story = {
  args: { products: {}, blocks: HOME_BLOCKS.filter((block) => block.component !== "hero") },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-block="productCarousel"]')).toBeNull();
  },
};

export const Empty: Story = {
  args: { blocks: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".shop-content")).toBeEmptyDOMElement();
  },
};

/** An editor's unknown block renders nothing (and is reported), the page around it stays. */
export const UnknownBlock: Story = {
  args: { blocks: [{ component: "countdown", id: "countdown" } as unknown as ContentBlock, ...HOME_BLOCKS.slice(3)] },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onUnknown).toHaveBeenCalledWith({ kind: "block", name: "countdown" }));
    await expect(within(canvasElement).getByRole("heading", { name: "Made to last" })).toBeVisible();
  },
};

/** Script-looking text, script links and handler props: shown as text, nothing runs, no link. */
export const HostileContent: Story = {
  args: { blocks: HOSTILE_BLOCKS },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("script, a, img")).toBeNull();
    await expect(canvasElement).toHaveTextContent("<script>window.__pwned = 1</script>");
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

/** §2 content links: internal ones localized through the router, external ones in a new tab. */
export const ContentLinks: Story = {
  args: { blocks: HOME_BLOCKS.filter((block) => block.component === "text"), localize: (path: string) => `/en${path}`, trailingSlash: true },
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const external = canvas.getByRole("link", { name: "Instagram" });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    await expect(external).not.toHaveAttribute(ROUTER_LINK_ATTRIBUTE);
    await userEvent.click(canvas.getByRole("link", { name: "our story" }));
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /en/about-us/");
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { blocks: LONG_BLOCKS },
  play: async ({ canvasElement }) => {
    await expectTextsVisible(canvasElement, ["Herbst-Winter-Kollektion: handgefertigte Überhemden aus Schurwollflanell", "Wetterfeste Übergangsjacken"]);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
