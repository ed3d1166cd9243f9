import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { chosenFacets, clearFacets, listingFacets, toggleFacet } from "../../fixtures/listing";
import { priceI18nFor } from "../../fixtures/price-i18n";
import { padded } from "../../fixtures/story-frame";
import { useLocale } from "../../text/text-context";
import type { ListingFacet } from "../facet-panel/rules/facet.types";
import { ActiveFilters, type ActiveFiltersProps } from "./ActiveFilters";

function ChipsDemo({ initial, ...props }: Pick<ActiveFiltersProps, "onToggle" | "onClearAll"> & { initial?: (locale: string) => ListingFacet[] }) {
  const locale = useLocale();
  const [facets, setFacets] = useState(() => (initial ?? chosenFacets)(locale));
  return (
    <ActiveFilters
      facets={facets}
      priceI18n={priceI18nFor(locale)}
      onToggle={(toggle) => {
        props.onToggle(toggle);
        setFacets((current) => toggleFacet(current, toggle));
      }}
      onClearAll={() => {
        props.onClearAll();
        setFacets((current) => clearFacets(current));
      }}
    />
  );
}

const meta = {
  title: "Listing/Active filters",
  component: ActiveFilters,
  args: { facets: [], onToggle: fn(), onClearAll: fn() },
  render: (args) => <ChipsDemo onToggle={args.onToggle} onClearAll={args.onClearAll} />,
  decorators: [padded(900)],
} satisfies Meta<typeof ActiveFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RemoveOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Remove filter: Price: 50 - 100" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove filter: Color: Navy" }));
    await expect(args.onToggle).toHaveBeenCalledWith({ facetId: "color", valueId: "navy", selected: false });
    await expect(canvas.queryByRole("button", { name: "Remove filter: Color: Navy" })).toBeNull();
  },
};

export const ClearAll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Clear all" }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole("group", { name: "Active filters" })).toBeNull();
  },
};

/** Nothing chosen: nothing shown. */
export const NoneChosen: Story = {
  render: (args) => <ChipsDemo onToggle={args.onToggle} onClearAll={args.onClearAll} initial={listingFacets} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Alles wissen" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filter verwijderen: Kleur: Marineblauw" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("group", { name: "Aktive Filter" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Tout effacer" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const longChosen = (locale: string): ListingFacet[] => [
  { type: "checkbox", id: "material", label: "Materialzusammensetzung", values: [{ id: "a", label: "Baumwolle mit Elasthan-Anteil (bügelleicht, knitterarm)", count: 3, selected: true }] },
  ...chosenFacets(locale),
];

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  render: (args) => <ChipsDemo onToggle={args.onToggle} onClearAll={args.onClearAll} initial={longChosen} />,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Baumwolle mit Elasthan-Anteil (bügelleicht, knitterarm)", "Alle löschen"]);
  },
};
