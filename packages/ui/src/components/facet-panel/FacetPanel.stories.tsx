import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { chosenFacets, listingFacets, toggleFacet } from "../../fixtures/listing";
import { priceI18nFor } from "../../fixtures/price-i18n";
import { padded } from "../../fixtures/story-frame";
import { useLocale } from "../../text/text-context";
import { FacetPanel, type FacetPanelProps } from "./FacetPanel";
import type { ListingFacet } from "./rules/facet.types";

/** The app around the panel: a tick changes the facets (the URL's f. parameters, §5). */
function PanelDemo({ initial, ...props }: Omit<FacetPanelProps, "facets"> & { initial?: (locale: string) => ListingFacet[] }) {
  const locale = useLocale();
  const [facets, setFacets] = useState(() => (initial ?? listingFacets)(locale));
  return (
    <FacetPanel
      {...props}
      facets={facets}
      priceI18n={props.priceI18n ?? priceI18nFor(locale)}
      onToggle={(toggle) => {
        props.onToggle(toggle);
        setFacets((current) => toggleFacet(current, toggle));
      }}
    />
  );
}

const meta = {
  title: "Listing/Facet panel",
  component: FacetPanel,
  args: { facets: [], onToggle: fn() },
  render: (args) => <PanelDemo onToggle={args.onToggle} />,
  decorators: [padded(300)],
} satisfies Meta<typeof FacetPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** commerce-core.md §9 default filters; 5 colours shown, 'Show more' for the other 3 (presentation-content.md §3). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const colours = within(canvas.getByRole("group", { name: "Color" }));
    await expect(colours.getAllByRole("checkbox")).toHaveLength(5);
    const more = colours.getByRole("button", { name: "Show more" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    await expect(colours.getAllByRole("checkbox")).toHaveLength(8);
    await expect(colours.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    // A value no product has is disabled.
    await expect(colours.getByRole("checkbox", { name: /Pink/ })).toBeDisabled();
    await userEvent.click(colours.getByRole("checkbox", { name: /Navy/ }));
    await expect(args.onToggle).toHaveBeenCalledWith({ facetId: "color", valueId: "navy", selected: true });
  },
};

/** §9 price ranges: the first and last with '<' and '>' and the currency sign. */
export const PriceRanges: Story = {
  play: async ({ canvasElement, args }) => {
    const prices = within(within(canvasElement).getByRole("group", { name: "Price" }));
    const names = prices.getAllByRole("checkbox").map((box) => box.closest("label")?.querySelector(".shop-facet__text")?.textContent);
    await expect(names).toEqual(["< €50", "50 - 100", "100 - 150", "> €150"]);
    await userEvent.click(prices.getByRole("checkbox", { name: /> €150/ }));
    await expect(args.onToggle).toHaveBeenCalledWith({ facetId: "price", valueId: "150-", selected: true });
  },
};

/** Sizes per size type, the formats of clothing to switch between. */
export const SizeTypesAndFormats: Story = {
  play: async ({ canvasElement, args }) => {
    const sizes = within(within(canvasElement).getByRole("group", { name: "Size" }));
    await expect(sizes.getByText("Clothing")).toBeVisible();
    await expect(sizes.getByText("Shoes")).toBeVisible();
    await userEvent.click(sizes.getByRole("radio", { name: "EU" }));
    await userEvent.click(sizes.getByRole("checkbox", { name: /^50/ }));
    await expect(args.onToggle).toHaveBeenCalledWith({ facetId: "size", valueId: "eu-50", selected: true });
    await expect(sizes.getByRole("checkbox", { name: /^50/ })).toBeChecked();
  },
};

/** A chosen colour beyond the first five stays in sight; the facet's summary counts its choices. */
export const ChosenBeyondFive: Story = {
  render: (args) => <PanelDemo onToggle={args.onToggle} initial={(locale) => toggleFacet(chosenFacets(locale), { facetId: "color", valueId: "green", selected: true })} />,
  play: async ({ canvasElement }) => {
    const colours = within(within(canvasElement).getByRole("group", { name: "Color" }));
    await expect(colours.getAllByRole("checkbox")).toHaveLength(6);
    await expect(colours.getByRole("checkbox", { name: /Olive green/ })).toBeChecked();
  },
};

/** A facet folds away on its summary. */
export const Collapse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Weave"));
    await expect(canvas.getByRole("group", { name: "Weave", hidden: true })).not.toBeVisible();
  },
};

export const Empty: Story = {
  render: (args) => <PanelDemo onToggle={args.onToggle} initial={() => []} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole("checkbox")).toHaveLength(0);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Filteren" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Toon meer" })).toBeVisible();
    // The nl store view's price format: "€ 50".
    await expect(canvas.getByText("< € 50")).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radiogroup", { name: "Größensystem: Bekleidung" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Afficher plus" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const LONG_FACETS = (): ListingFacet[] => [
  {
    type: "checkbox",
    id: "material",
    label: "Materialzusammensetzung des Oberstoffs",
    values: [
      { id: "a", label: "Baumwolle mit Elasthan-Anteil (bügelleicht, knitterarm)", count: 1234, selected: true },
      { id: "b", label: "Schurwolle aus kontrolliert biologischer Tierhaltung", count: 56, selected: false },
    ],
  },
  ...listingFacets("de-DE"),
];

/** Long German names and counts at 320 px: they wrap inside the panel. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  render: (args) => <PanelDemo onToggle={args.onToggle} initial={LONG_FACETS} />,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Materialzusammensetzung des Oberstoffs", "Baumwolle mit Elasthan-Anteil (bügelleicht, knitterarm)"]);
  },
};
