import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { chosenFacets, clearFacets, toggleFacet } from "../../fixtures/listing";
import { priceI18nFor } from "../../fixtures/price-i18n";
import { useLocale } from "../../text/text-context";
import { FacetSheet } from "./FacetSheet";

/** Phones: the panel in the bottom sheet, with the chosen filters and the results button. */
function SheetDemo({ onClose }: { onClose: () => void }) {
  const locale = useLocale();
  const [open, setOpen] = useState(true);
  const [facets, setFacets] = useState(() => chosenFacets(locale));
  return (
    <>
      <button type="button" className="shop-button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FacetSheet
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        facets={facets}
        onToggle={(toggle) => setFacets((current) => toggleFacet(current, toggle))}
        onClearAll={() => setFacets((current) => clearFacets(current))}
        totalCount={42}
        priceI18n={priceI18nFor(locale)}
      />
    </>
  );
}

const meta = {
  title: "Listing/Facet sheet",
  component: FacetSheet,
  args: { open: true, onClose: fn(), facets: [], onToggle: fn(), onClearAll: fn(), totalCount: 42 },
  render: (args) => <SheetDemo onClose={args.onClose} />,
} satisfies Meta<typeof FacetSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChosenFiltersAndResults: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement, args }) => {
    const sheet = within(await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Filters" }));
    await expect(sheet.getByRole("button", { name: "Remove filter: Color: Navy" })).toBeVisible();
    await userEvent.click(sheet.getByRole("button", { name: "Clear all" }));
    await expect(sheet.queryByRole("group", { name: "Active filters" })).toBeNull();
    await userEvent.click(sheet.getByRole("button", { name: "Show results (42 products)" }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole("dialog", { name: "Filter" });
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Ergebnisse anzeigen (42 Artikel)"]);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL", viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const sheet = within(await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Filteren" }));
    await expect(sheet.getByRole("button", { name: "Toon resultaten (42 artikelen)" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR", viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const sheet = within(await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Filtres" }));
    await expect(sheet.getByRole("button", { name: "Tout effacer" })).toBeVisible();
  },
};
