import { fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { LISTING_PRODUCTS } from "../../fixtures/listing";
import { ProductCard } from "../product-card/ProductCard";
import type { CardProduct } from "../product-card/product-card.types";
import { ListingGrid, type ListingGridProps } from "./ListingGrid";

const hrefForPage = (page: number) => (page === 1 ? "/c/shirts/" : `/c/shirts/?page=${page}`);
const props = (overrides: Partial<ListingGridProps<CardProduct>> = {}): ListingGridProps<CardProduct> => ({
  items: LISTING_PRODUCTS,
  getKey: (product) => product.sku,
  renderItem: (product, index) => <ProductCard product={product} index={index} hideActions />,
  currentPage: 1,
  totalCount: 120,
  hrefForPage,
  ...overrides,
});

describe("ListingGrid (commerce-core.md §9 product list 50, presentation-content.md §2 pagination)", () => {
  it("lists the page's cards and pages by 50, page 1 without ?page", () => {
    render(<ListingGrid {...props({ currentPage: 2 })} />);
    expect(screen.getAllByRole("article")).toHaveLength(12);
    const pagination = within(screen.getByRole("navigation", { name: "Pagination" }));
    expect(pagination.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/c/shirts/", "/c/shirts/", "/c/shirts/?page=2", "/c/shirts/?page=3", "/c/shirts/?page=3"]);
  });

  it("takes the search service's page size", () => {
    render(<ListingGrid {...props({ totalCount: 41, pageSize: 20 })} />);
    expect(within(screen.getByRole("navigation", { name: "Pagination" })).getByRole("link", { name: "Page 3" })).toBeInTheDocument();
  });

  it("shows skeletons while the first page loads, keeps the cards busy while another does", () => {
    const { rerender, container } = render(<ListingGrid {...props({ items: [], loading: true })} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(container.querySelectorAll(".shop-listing-grid__skeleton")).toHaveLength(4);
    rerender(<ListingGrid {...props({ loading: true })} />);
    expect(container.querySelector(".shop-listing-grid")).toHaveAttribute("aria-busy", "true");
    expect(screen.getAllByRole("article")).toHaveLength(12);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("offers Try again when the page failed, and shows the empty content without products", () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ListingGrid {...props({ failed: true, onRetry })} />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ListingGrid {...props({ items: [], totalCount: 0, empty: <p>Nothing here</p> })} />);
    expect(screen.getByText("Nothing here")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("hydrates the server's HTML without a mismatch", async () => {
    const element = <ListingGrid {...props()} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    container.remove();
  });
});
