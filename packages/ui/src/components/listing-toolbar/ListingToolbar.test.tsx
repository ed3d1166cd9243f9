import { fireEvent, render, screen } from "@testing-library/react";
import { createShopI18n } from "@shop/i18n";
import { describe, expect, it, vi } from "vitest";
import { TextProvider } from "../../text/text-context";
import { ListingToolbar } from "./ListingToolbar";

describe("ListingToolbar (commerce-core.md §9 sort options)", () => {
  it("announces the count and picks a sort", () => {
    const onSortChange = vi.fn();
    render(<ListingToolbar totalCount={120} sort={null} onSortChange={onSortChange} />);
    expect(screen.getByRole("status")).toHaveTextContent("120 products");
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Sort by" }), { key: "ArrowDown" });
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Latest", "Price low to high", "Price high to low", "Recommended", "New"]);
    fireEvent.click(screen.getByRole("option", { name: "New" }));
    expect(onSortChange).toHaveBeenCalledWith("new");
  });

  it("shows the filter button only when the sheet can open, with the number of chosen filters", () => {
    const onOpenFilters = vi.fn();
    const { rerender } = render(<ListingToolbar totalCount={1} sort="latest" onSortChange={vi.fn()} />);
    expect(screen.getByRole("status")).toHaveTextContent("1 product");
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<ListingToolbar totalCount={1} sort="latest" onSortChange={vi.fn()} onOpenFilters={onOpenFilters} activeFilterCount={3} />);
    fireEvent.click(screen.getByRole("button", { name: "Filters 3" }));
    expect(onOpenFilters).toHaveBeenCalledTimes(1);
  });

  it("speaks the shopper's language", () => {
    const i18n = createShopI18n("de-DE");
    render(
      <TextProvider t={(key, values) => i18n.t(key, values)} locale="de-DE">
        <ListingToolbar totalCount={7} sort="price_asc" onSortChange={vi.fn()} />
      </TextProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("7 Artikel");
    expect(screen.getByRole("combobox", { name: "Sortieren nach" })).toHaveTextContent("Preis aufsteigend");
  });
});
