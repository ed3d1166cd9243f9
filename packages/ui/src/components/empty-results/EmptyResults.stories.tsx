import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { LONG_SEARCH_QUERY } from "../../fixtures/long-text";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { padded } from "../../fixtures/story-frame";
import { EmptyResults } from "./EmptyResults";

const SUGGESTIONS = [
  { label: "shirt", href: "/catalogsearch/result/?q=shirt" },
  { label: "oxford shirt", href: "/catalogsearch/result/?q=oxford%20shirt" },
  { label: "Shirts", href: "/c/men/shirts/" },
];

const meta = {
  title: "Search/Empty results",
  component: EmptyResults,
  args: { query: "shrit", suggestions: SUGGESTIONS, onClearFilters: fn() },
  decorators: [padded(800), withRouterSpy()],
} satisfies Meta<typeof EmptyResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A search that found nothing: the query, a hint, and searches to try. */
export const SearchWithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "No results for “shrit”" })).toBeVisible();
    await expect(canvas.getByText("Check the spelling or try a more general search term.")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "shirt" }));
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("/catalogsearch/result/?q=shirt");
  },
};

/** A filtered category with nothing left: clear the filters. */
export const FilteredCategory: Story = {
  args: { query: undefined, suggestions: [], hasFilters: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "No products found" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear all filters" }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

/** presentation-content.md §8: offline, a search is an empty result with the offline flag. */
export const Offline: Story = {
  args: { offline: true, suggestions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("You are offline. Search results are not available without a connection.")).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { query: "overhemt" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Geen resultaten voor “overhemt”" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { query: "Hmed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Keine Ergebnisse für „Hmed“" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { query: "chemis" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Essayez l'une de ces recherches/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { query: LONG_SEARCH_QUERY, hasFilters: true, suggestions: [{ label: "bügelfreies Businesshemd mit Haifischkragen", href: "/catalogsearch/result/?q=businesshemd" }] },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Alle Filter löschen", "bügelfreies Businesshemd mit Haifischkragen"]);
  },
};
