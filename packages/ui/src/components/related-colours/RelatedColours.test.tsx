import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SHIRT_COLOURS } from "../../fixtures/product-page";
import { RelatedColours } from "./RelatedColours";
import { sortRelatedColours } from "./rules/related-colours";

describe("RelatedColours (presentation-content.md §3 product link 'colorrelation')", () => {
  it("links to the other colours in color_ois order, the current one marked and not a link", () => {
    render(<RelatedColours colours={sortRelatedColours(SHIRT_COLOURS)} currentSku="SH-1001" imageUrl={(src) => src} />);
    const nav = screen.getByRole("navigation", { name: "More colours" });
    expect(nav).toHaveTextContent("Color: White");
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Light blue", "Navy", "Pink"]);
    // §2 trailing slash enforced.
    expect(screen.getByRole("link", { name: "Navy" })).toHaveAttribute("href", "/p/SH-1001-NAVY/oxford-shirt-slim-fit-navy/");
    expect(screen.getByText("White").closest("[aria-current]")).toHaveAttribute("aria-current", "true");
  });

  it("shows nothing for a product in one colour", () => {
    const { container } = render(<RelatedColours colours={SHIRT_COLOURS.slice(0, 1)} currentSku="SH-1001-NAVY" />);
    expect(container).toBeEmptyDOMElement();
  });
});
