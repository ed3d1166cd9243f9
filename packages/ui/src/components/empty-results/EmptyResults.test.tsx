import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EmptyResults } from "./EmptyResults";

describe("EmptyResults", () => {
  it("names the query, hints at the spelling and links the suggestions", () => {
    render(<EmptyResults query="  shrit " suggestions={[{ label: "shirt", href: "/catalogsearch/result/?q=shirt" }]} />);
    expect(screen.getByRole("heading", { name: "No results for “shrit”" })).toBeInTheDocument();
    expect(screen.getByText("Check the spelling or try a more general search term.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "shirt" })).toHaveAttribute("href", "/catalogsearch/result/?q=shirt");
  });

  it("offers to clear the filters that emptied a listing", () => {
    const onClearFilters = vi.fn();
    render(<EmptyResults hasFilters onClearFilters={onClearFilters} />);
    expect(screen.getByRole("heading", { name: "No products found" })).toBeInTheDocument();
    expect(screen.getByText("No products match the selected filters.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it("says that results need a connection when the search ran offline (presentation-content.md §8)", () => {
    render(<EmptyResults query="shirt" offline />);
    expect(screen.getByText("You are offline. Search results are not available without a connection.")).toBeInTheDocument();
    expect(screen.queryByText("Check the spelling or try a more general search term.")).toBeNull();
  });
});
