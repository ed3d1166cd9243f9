import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { ListingToolbar, type ListingToolbarProps } from "./ListingToolbar";

function ToolbarDemo(props: ListingToolbarProps) {
  const [sort, setSort] = useState(props.sort);
  return (
    <ListingToolbar
      {...props}
      sort={sort}
      onSortChange={(value) => {
        props.onSortChange(value);
        setSort(value);
      }}
    />
  );
}

const meta = {
  title: "Listing/Listing toolbar",
  component: ListingToolbar,
  args: { totalCount: 120, sort: null, onSortChange: fn(), onOpenFilters: fn(), activeFilterCount: 2 },
  render: (args) => <ToolbarDemo {...args} />,
  decorators: [padded(1000)],
} satisfies Meta<typeof ListingToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** commerce-core.md §9: the five sort options, in the spec's order. */
export const SortOptions: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("120 products");
    const sort = canvas.getByRole("combobox", { name: "Sort by" });
    await userEvent.click(sort);
    const options = within(canvasElement.ownerDocument.body).getAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual(["Latest", "Price low to high", "Price high to low", "Recommended", "New"]);
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole("option", { name: "Price low to high" }));
    await expect(args.onSortChange).toHaveBeenCalledWith("price_asc");
    await expect(sort).toHaveTextContent("Price low to high");
  },
};

/** Phones: the filter button (with the number of chosen filters) opens the sheet. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /^Filters\s*2$/ }));
    await expect(args.onOpenFilters).toHaveBeenCalledTimes(1);
    await expectNoHorizontalOverflow(canvasElement, { width: 375 });
  },
};

export const OneProduct: Story = {
  args: { totalCount: 1, activeFilterCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("1 product");
  },
};

export const NoProducts: Story = {
  args: { totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("0 products");
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveAttribute("aria-busy", "true");
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL", viewport: { value: "desktop" } },
  args: { sort: "price_desc" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("120 artikelen");
    await expect(canvas.getByRole("combobox", { name: "Sorteren op" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { sort: "recommended" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Sortieren nach" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("120 articles");
  },
};

/** German labels and a big count at 320 px: the button and the sort stack. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { totalCount: 123456, sort: "price_desc", activeFilterCount: 12 },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    const sort = within(canvasElement).getByRole("combobox", { name: "Sortieren nach" });
    await expect(sort).toHaveTextContent("Preis absteigend");
    await expect(sort.scrollWidth).toBeLessThanOrEqual(sort.clientWidth);
    await expectTextsVisible(canvasElement, ["Filter"]);
  },
};
