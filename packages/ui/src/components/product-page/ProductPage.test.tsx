import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SHIRT_DETAILS } from "../../fixtures/product-page";
import { ProductPage } from "./ProductPage";

describe("ProductPage (presentation-content.md §2 /p/{parentSku}/{slug}[/{childSku}])", () => {
  it("puts breadcrumbs, gallery, buy box, description, details and recommendations in that order", () => {
    const { container } = render(
      <ProductPage
        breadcrumbs={<nav aria-label="Breadcrumbs">crumbs</nav>}
        gallery={<div>gallery</div>}
        info={<div>info</div>}
        description={<p>A slim-fit shirt.</p>}
        details={SHIRT_DETAILS}
        recommendations={<section>recommended</section>}
      />,
    );
    expect(container.textContent).toMatch(/crumbs.*gallery.*info.*Description.*A slim-fit shirt\..*Details.*Brand.*recommended/);
    expect(screen.getByRole("heading", { name: "Description" })).toBeInTheDocument();
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual(SHIRT_DETAILS.map((detail) => detail.label));
    expect(screen.getAllByRole("definition")[1]).toHaveTextContent("100% cotton (Oxford weave)");
  });

  it("leaves out the sections it has nothing for", () => {
    render(<ProductPage gallery={<div>gallery</div>} info={<div>info</div>} details={[]} />);
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
