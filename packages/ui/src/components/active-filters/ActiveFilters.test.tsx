import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { chosenFacets, listingFacets } from "../../fixtures/listing";
import { ActiveFilters } from "./ActiveFilters";

describe("ActiveFilters", () => {
  it("names each chip by what it removes, and removes it", () => {
    const onToggle = vi.fn();
    render(<ActiveFilters facets={chosenFacets()} onToggle={onToggle} onClearAll={vi.fn()} />);
    expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label") ?? button.textContent)).toEqual([
      "Remove filter: Color: Navy",
      "Remove filter: Price: 50 - 100",
      "Remove filter: Size: M",
      "Clear all",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Remove filter: Size: M" }));
    expect(onToggle).toHaveBeenCalledWith({ facetId: "size", valueId: "m", selected: false });
  });

  it("clears all", () => {
    const onClearAll = vi.fn();
    render(<ActiveFilters facets={chosenFacets()} onToggle={vi.fn()} onClearAll={onClearAll} />);
    fireEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
  });

  it("renders nothing without a chosen filter", () => {
    const { container } = render(<ActiveFilters facets={listingFacets()} onToggle={vi.fn()} onClearAll={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
