import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Breadcrumbs } from "./Breadcrumbs";

describe("Breadcrumbs (presentation-content.md §3 listing navigation breadcrumbs)", () => {
  it("links every crumb but the last, which is the current page", () => {
    render(<Breadcrumbs crumbs={[{ label: "Home", href: "/" }, { label: "Men", href: "/c/men/" }, { label: "Shirts", href: "/c/men/shirts/" }]} />);
    const nav = within(screen.getByRole("navigation", { name: "Breadcrumbs" }));
    expect(nav.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/", "/c/men/"]);
    expect(nav.getByText("Shirts")).toHaveAttribute("aria-current", "page");
    expect(nav.getAllByRole("listitem")).toHaveLength(3);
  });

  it("shows a crumb without a page as text", () => {
    render(<Breadcrumbs crumbs={[{ label: "Home", href: "/" }, { label: "Sale" }, { label: "Shirts" }]} />);
    expect(screen.getByText("Sale").tagName).toBe("SPAN");
    expect(screen.getByText("Sale")).not.toHaveAttribute("aria-current");
  });

  it("renders nothing without crumbs", () => {
    const { container } = render(<Breadcrumbs crumbs={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
