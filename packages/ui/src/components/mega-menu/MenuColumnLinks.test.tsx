import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MenuColumnLinks } from "./MenuColumnLinks";

const column = { name: "Shirts", items: [{ label: "Oxford", href: "/c/oxford/" }, { label: "Flannel", href: "/c/flannel/" }], showAllHref: "/c/shirts/" };

describe("MenuColumnLinks (presentation-content.md §2 Header: columns of links with an optional 'show all' link)", () => {
  it("lists the links, then 'show all' named with its column, classed by the menu's block", () => {
    render(<MenuColumnLinks column={column} block="shop-tabs" />);
    expect(screen.getByText("Shirts")).toHaveClass("shop-tabs__heading");
    const list = screen.getByRole("list");
    expect(list).toHaveClass("shop-tabs__links");
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Oxford", "/c/oxford/"],
      ["Flannel", "/c/flannel/"],
      ["Show all: Shirts", "/c/shirts/"],
    ]);
    expect(links[2]).toHaveClass("shop-tabs__show-all");
  });

  it("has no 'show all' link without its address", () => {
    render(<MenuColumnLinks column={{ ...column, showAllHref: undefined }} block="shop-mega-menu" />);
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });

  it("shows only the current links after an update, also when hrefs repeat", () => {
    const { rerender } = render(<MenuColumnLinks column={{ name: "Shirts", items: [{ label: "Blouses", href: "/c/shirts/" }, { label: "All shirts", href: "/c/shirts/" }] }} block="shop-mega-menu" />);
    rerender(<MenuColumnLinks column={{ name: "Shirts", items: [{ label: "Sale", href: "/c/sale/" }] }} block="shop-mega-menu" />);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Sale"]);
  });
});
