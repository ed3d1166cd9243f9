import { fireEvent, render, screen, within } from "@testing-library/react";
import { DEFAULT_STORE_VIEWS } from "@shop/core";
import { describe, expect, it, vi } from "vitest";
import { chosenFacets, listingFacets, toggleFacet } from "../../fixtures/listing";
import { FacetPanel } from "./FacetPanel";

const nl = DEFAULT_STORE_VIEWS.nl.i18n;

describe("FacetPanel (presentation-content.md §3 Facet, commerce-core.md §9 default filters and price ranges)", () => {
  it("shows 5 values of a long facet and the rest behind 'Show more'", () => {
    render(<FacetPanel facets={listingFacets()} onToggle={vi.fn()} />);
    const colours = within(screen.getByRole("group", { name: "Color" }));
    expect(colours.getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual(["Navy34", "White28", "Light blue19", "Grey12", "Black9"]);
    fireEvent.click(colours.getByRole("button", { name: "Show more" }));
    expect(colours.getAllByRole("checkbox")).toHaveLength(8);
    fireEvent.click(colours.getByRole("button", { name: "Show less" }));
    expect(colours.getAllByRole("checkbox")).toHaveLength(5);
    // 4 weaves: no button.
    expect(within(screen.getByRole("group", { name: "Weave" })).queryByRole("button")).toBeNull();
  });

  it("reports a tick and an untick with the facet and value ids", () => {
    const onToggle = vi.fn();
    const { rerender } = render(<FacetPanel facets={listingFacets()} onToggle={onToggle} />);
    fireEvent.click(screen.getByRole("checkbox", { name: /Navy/ }));
    expect(onToggle).toHaveBeenLastCalledWith({ facetId: "color", valueId: "navy", selected: true });
    rerender(<FacetPanel facets={toggleFacet(listingFacets(), onToggle.mock.lastCall![0])} onToggle={onToggle} />);
    expect(screen.getByRole("checkbox", { name: /Navy/ })).toBeChecked();
    fireEvent.click(screen.getByRole("checkbox", { name: /Navy/ }));
    expect(onToggle).toHaveBeenLastCalledWith({ facetId: "color", valueId: "navy", selected: false });
  });

  it("labels the price ranges with the store view's sign and format", () => {
    render(<FacetPanel facets={listingFacets()} onToggle={vi.fn()} priceI18n={nl} />);
    const prices = within(screen.getByRole("group", { name: "Price" }));
    expect(prices.getAllByRole("checkbox").map((box) => box.closest("label")?.querySelector(".shop-facet__text")?.textContent)).toEqual(["< € 50", "50 - 100", "100 - 150", "> € 150"]);
  });

  it("disables a value no product has, unless it is chosen", () => {
    const facets = toggleFacet(listingFacets(), { facetId: "size", valueId: "xs", selected: true });
    render(<FacetPanel facets={facets} onToggle={vi.fn()} visibleValues={10} />);
    expect(screen.getByRole("checkbox", { name: /Pink/ })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: /^XS/ })).toBeEnabled();
  });

  it("shows one format of a size type at a time, starting with the one holding a choice", () => {
    const facets = toggleFacet(listingFacets(), { facetId: "size", valueId: "eu-50", selected: true });
    render(<FacetPanel facets={facets} onToggle={vi.fn()} />);
    const sizes = within(screen.getByRole("group", { name: "Size" }));
    expect(sizes.getByRole("checkbox", { name: /^50/ })).toBeChecked();
    expect(sizes.queryByRole("checkbox", { name: /^M/ })).toBeNull();
    fireEvent.click(sizes.getByRole("radio", { name: "INT" }));
    expect(sizes.getByRole("checkbox", { name: /^M/ })).toBeInTheDocument();
    // Shoes have one format: no switch.
    expect(sizes.getAllByRole("radiogroup")).toHaveLength(1);
  });

  it("counts a facet's choices on its summary", () => {
    const { container } = render(<FacetPanel facets={chosenFacets()} onToggle={vi.fn()} />);
    expect([...container.querySelectorAll(".shop-facet__summary")].map((summary) => summary.textContent)).toEqual(["Color1", "Price1", "Size1", "Weave"]);
  });
});
