import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductLabels } from "./ProductLabels";
import { FOUR_CORNERS, LABEL_FIXTURES } from "../../fixtures/product-labels";

const cornerOf = (text: string) => screen.getByText(text).closest("[data-corner]")?.getAttribute("data-corner");

describe("ProductLabels (presentation-content.md §4 label corners, §9 at most 1 per corner)", () => {
  it("puts codes 0, 2, 6 and 8 in the four corners", () => {
    render(<ProductLabels labels={FOUR_CORNERS} />);
    expect(cornerOf("New")).toBe("top_left");
    expect(cornerOf("Sale")).toBe("top_right");
    expect(cornerOf("Eco")).toBe("bottom_left");
    expect(cornerOf("Online only")).toBe("bottom_right");
  });

  it("sends an unknown code to the top-left corner", () => {
    render(<ProductLabels labels={[LABEL_FIXTURES.unknownPosition]} />);
    expect(cornerOf("Limited")).toBe("top_left");
  });

  it("shows at most one label per corner by default, more when allowed", () => {
    const labels = [LABEL_FIXTURES.newTopLeft, LABEL_FIXTURES.secondTopLeft];
    const { rerender } = render(<ProductLabels labels={labels} />);
    expect(screen.queryByText("Bestseller")).toBeNull();
    rerender(<ProductLabels labels={labels} maxPerCorner={2} />);
    expect(cornerOf("Bestseller")).toBe("top_left");
  });

  it("shows listing labels on cards and product-page labels on the product page", () => {
    const labels = [LABEL_FIXTURES.saleTopRight, LABEL_FIXTURES.productPageOnly];
    const { rerender } = render(<ProductLabels labels={labels} />);
    expect(screen.getByText("Sale")).toBeInTheDocument();
    expect(screen.queryByText("Free shipping")).toBeNull();
    rerender(<ProductLabels labels={labels} type={2} />);
    expect(screen.queryByText("Sale")).toBeNull();
    expect(screen.getByText("Free shipping")).toBeInTheDocument();
  });

  it("uses the label's colours and renders nothing without labels", () => {
    const { container, rerender } = render(<ProductLabels labels={[LABEL_FIXTURES.saleTopRight]} />);
    expect(screen.getByText("Sale")).toHaveStyle({ backgroundColor: "#a6192e", color: "#ffffff" });
    rerender(<ProductLabels labels={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
