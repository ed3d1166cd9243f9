import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { chosenFacets, clearFacets, LISTING_PRODUCTS, listingFacets, toggleFacet } from "../../fixtures/listing";
import { priceI18nFor } from "../../fixtures/price-i18n";
import { keepUrl } from "../../fixtures/product-card";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { useLocale, useTranslate } from "../../text/text-context";
import { ActiveFilters } from "../active-filters/ActiveFilters";
import { Breadcrumbs } from "../breadcrumbs/Breadcrumbs";
import { EmptyResults } from "../empty-results/EmptyResults";
import { FacetPanel } from "../facet-panel/FacetPanel";
import { FacetSheet } from "../facet-panel/FacetSheet";
import { activeFilters } from "../active-filters/rules/active-filters";
import { ListingToolbar } from "../listing-toolbar/ListingToolbar";
import { ProductCard } from "../product-card/ProductCard";
import type { CardProduct } from "../product-card/product-card.types";
import { ListingGrid } from "./ListingGrid";

const hrefForPage = (page: number) => (page === 1 ? "/c/shirts/" : `/c/shirts/?page=${page}`);

/** A listing card; its title is an h2 under the page's h1. */
function Card({ product, index }: { product: CardProduct; index: number }) {
  const locale = useLocale();
  return <ProductCard product={product} context="list" index={index} imageUrl={keepUrl} priceI18n={priceI18nFor(locale)} hideActions headingLevel={2} />;
}

const meta = {
  title: "Listing/Listing grid",
  component: ListingGrid<CardProduct>,
  args: {
    items: LISTING_PRODUCTS,
    getKey: (product: CardProduct) => product.sku,
    renderItem: (product: CardProduct, index: number) => <Card product={product} index={index} />,
    currentPage: 1,
    totalCount: 120,
    hrefForPage,
    onRetry: fn(),
  },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <ListingGrid {...args} />
    </div>
  ),
} satisfies Meta<typeof ListingGrid<CardProduct>>;
export default meta;
type Story = StoryObj<typeof meta>;

const gridItems = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll(".shop-listing-grid__cell")];
const columnsOf = (canvasElement: HTMLElement) => new Set(gridItems(canvasElement).map((cell) => Math.round(cell.getBoundingClientRect().left))).size;

/** 120 products, 50 a page (commerce-core.md §9): 3 pages; 4 columns on desktop. */
export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(gridItems(canvasElement)).toHaveLength(12);
    await expect(columnsOf(canvasElement)).toBe(4);
    const pagination = within(canvas.getByRole("navigation", { name: "Pagination" }));
    await expect(pagination.getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/c/shirts/?page=3");
    await userEvent.click(pagination.getByRole("link", { name: "Next" }));
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("/c/shirts/?page=2");
  },
};

/** Two columns on a phone, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(2);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Page 2 of 3: page 1's link has no ?page (presentation-content.md §2). */
export const SecondPage: Story = {
  args: { currentPage: 2 },
  play: async ({ canvasElement }) => {
    const pagination = within(within(canvasElement).getByRole("navigation", { name: "Pagination" }));
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/c/shirts/");
  },
};

/** One page only: no pagination. */
export const OnePage: Story = {
  args: { totalCount: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("navigation", { name: "Pagination" })).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading…");
  },
};

/** Another page loading: the cards stay under a running bar, and the pagination waits. */
export const LoadingNextPage: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".shop-listing-grid")).toHaveAttribute("aria-busy", "true");
    await expect(within(canvasElement).queryByRole("navigation", { name: "Pagination" })).toBeNull();
  },
};

export const FetchFailed: Story = {
  args: { failed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Can't fetch data, please try again later");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { items: [], totalCount: 0, empty: <EmptyResults /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "No products found" })).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL", viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Paginanavigatie" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Erneut versuchen" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Chargement…");
  },
};

/** The long title and German prices at 320 px. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/**
 * The whole category page as the storefront composes it (/c/shirts): breadcrumbs, heading,
 * the facet panel beside the grid from 1024 px (the sheet below), chips, count and sort.
 * Filtering narrows nothing here: the fixture only plays the facets' state.
 */
function ListingPageDemo({ initiallyChosen = false, products = LISTING_PRODUCTS }: { initiallyChosen?: boolean; products?: CardProduct[] }) {
  const locale = useLocale();
  const t = useTranslate();
  const priceI18n = priceI18nFor(locale);
  const [facets, setFacets] = useState(() => (initiallyChosen ? chosenFacets(locale) : listingFacets(locale)));
  const [sort, setSort] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const total = products.length === 0 ? 0 : 120;
  const onToggle = (toggle: Parameters<typeof toggleFacet>[1]) => setFacets((current) => toggleFacet(current, toggle));
  const onClearAll = () => setFacets((current) => clearFacets(current));
  return (
    <div className="demo-listing-page" style={{ maxWidth: 1280, margin: "0 auto", padding: 16, display: "grid", gap: 16 }}>
      <style>{`.demo-listing-page__body{display:grid;gap:24px}.demo-listing-page__aside{display:none}@media (min-width:1024px){.demo-listing-page__body{grid-template-columns:260px minmax(0,1fr)}.demo-listing-page__aside{display:block}}`}</style>
      <Breadcrumbs crumbs={[{ label: t("Home"), href: "/" }, { label: "Men", href: "/c/men/" }, { label: "Shirts" }]} />
      <h1 style={{ margin: 0, fontFamily: "var(--shop-font-heading)" }}>Shirts</h1>
      <div className="demo-listing-page__body">
        <aside className="demo-listing-page__aside">
          <FacetPanel facets={facets} onToggle={onToggle} priceI18n={priceI18n} />
        </aside>
        <div style={{ display: "grid", gap: 16, alignContent: "start", minWidth: 0 }}>
          <ListingToolbar totalCount={total} sort={sort} onSortChange={setSort} onOpenFilters={() => setSheetOpen(true)} activeFilterCount={activeFilters(facets).length} />
          <ActiveFilters facets={facets} onToggle={onToggle} onClearAll={onClearAll} priceI18n={priceI18n} />
          <ListingGrid
            items={products}
            getKey={(product) => product.sku}
            renderItem={(product, index) => <Card product={product} index={index} />}
            currentPage={1}
            totalCount={total}
            hrefForPage={hrefForPage}
            empty={<EmptyResults hasFilters onClearFilters={onClearAll} />}
          />
        </div>
      </div>
      <FacetSheet open={sheetOpen} onClose={() => setSheetOpen(false)} facets={facets} onToggle={onToggle} onClearAll={onClearAll} totalCount={total} priceI18n={priceI18n} />
    </div>
  );
}

export const CategoryPageDesktop: Story = {
  globals: { viewport: { value: "desktop" } },
  render: () => <ListingPageDemo initiallyChosen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Remove filter: Color: Navy" })).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: /White/ }));
    await expect(canvas.getByRole("button", { name: "Remove filter: Color: White" })).toBeVisible();
    // The phones' filter button is not on desktop, where the panel shows.
    await expect(canvasElement.querySelector(".shop-listing-toolbar__filters")).not.toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear all" }));
    await expect(canvas.queryByRole("group", { name: "Active filters" })).toBeNull();
  },
};

export const CategoryPageMobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  render: () => <ListingPageDemo initiallyChosen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNoHorizontalOverflow(canvasElement, { width: 375 });
    await userEvent.click(canvas.getByRole("button", { name: /^Filters\s*3$/ }));
    const sheet = within(await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Filters" }));
    await userEvent.click(sheet.getByRole("checkbox", { name: /Grey/ }));
    await userEvent.click(sheet.getByRole("button", { name: "Show results (120 products)" }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole("dialog", { name: "Filters" })).toBeNull());
    await expect(canvas.getByRole("button", { name: /^Filters\s*4$/ })).toBeVisible();
  },
};

export const CategoryPageGerman: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  render: () => <ListingPageDemo initiallyChosen />,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Alle löschen", "120 Artikel"]);
  },
};

export const CategoryPageNoResults: Story = {
  globals: { viewport: { value: "desktop" } },
  render: () => <ListingPageDemo initiallyChosen products={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No products match the selected filters.")).toBeVisible();
  },
};
