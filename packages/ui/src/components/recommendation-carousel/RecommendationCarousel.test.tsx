import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CAROUSEL_PRODUCTS } from "../../fixtures/product-card";
import { RecommendationCarousel } from "./RecommendationCarousel";

describe("RecommendationCarousel (presentation-content.md §3 recommendation lists, §7 click notification)", () => {
  it.each([
    ["ALTERNATIVES", "Similar products"],
    ["UPSELL", "You may also like"],
    ["CART", "Complete your look"],
  ] as const)("titles %s '%s' unless the content gives a title", (algorithm, title) => {
    const { rerender } = render(<RecommendationCarousel algorithm={algorithm} products={CAROUSEL_PRODUCTS} />);
    expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    rerender(<RecommendationCarousel algorithm={algorithm} title="Our picks" products={CAROUSEL_PRODUCTS} />);
    expect(screen.getByRole("heading", { level: 2, name: "Our picks" })).toBeInTheDocument();
  });

  it("shows carousel cards without actions, their titles one level below", () => {
    render(<RecommendationCarousel products={CAROUSEL_PRODUCTS} />);
    expect(screen.getAllByRole("article")).toHaveLength(8);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(8);
    expect(screen.queryByRole("button", { name: "Add to cart" })).toBeNull();
  });

  it("reports a click on a card's link, not on the rest of the card", () => {
    const onProductClick = vi.fn();
    render(<RecommendationCarousel products={CAROUSEL_PRODUCTS} onProductClick={onProductClick} />);
    fireEvent.click(screen.getAllByRole("article")[2]!);
    expect(onProductClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("link", { name: "Knitted polo 3" }));
    expect(onProductClick).toHaveBeenCalledWith(CAROUSEL_PRODUCTS[2], 2);
  });

  it("shows skeletons while loading and nothing when nothing is recommended", () => {
    const { rerender, container } = render(<RecommendationCarousel products={[]} loading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    rerender(<RecommendationCarousel products={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
