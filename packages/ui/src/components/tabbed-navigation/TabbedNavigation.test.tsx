import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { MenuCategory } from "../mega-menu/menu-types";
import { TabbedNavigation } from "./TabbedNavigation";

const category = (name: string): MenuCategory => ({ name, clickable: false, columns: [] });
const ABCD = ["A", "B", "C", "D"].map(category);

describe("TabbedNavigation (WAI-ARIA tabs, presentation-content.md §2 mobile tabbed navigation)", () => {
  it("keeps one tab selected and reachable when the category list gets shorter while open", () => {
    const { rerender } = render(<TabbedNavigation open categories={ABCD} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole("tab", { name: "D" }));
    // The menu content reloads with fewer categories.
    rerender(<TabbedNavigation open categories={ABCD.slice(0, 2)} onClose={vi.fn()} />);
    const b = screen.getByRole("tab", { name: "B" });
    expect(b).toHaveAttribute("aria-selected", "true");
    expect(b).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "A" })).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("B");
    // Arrows move from the tab shown, not from the vanished one.
    fireEvent.keyDown(b, { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: "A" })).toHaveAttribute("aria-selected", "true");
  });

  // CMS menus repeat column names ("" for one long list split in two) and hrefs: keyed by
  // content, React kept the duplicates of the previous tab in the next one.
  it("shows only the chosen category's links, also when names and hrefs repeat", () => {
    const link = (label: string, href = `/c/${label.toLowerCase()}/`) => ({ label, href });
    const women: MenuCategory = { name: "Women", clickable: false, columns: [{ name: "", items: [link("Dresses"), link("Skirts")] }, { name: "", items: [link("Shoes")] }] };
    const men: MenuCategory = { name: "Men", clickable: false, columns: [{ name: "Shirts", items: [link("Blouses", "/c/shirts/"), link("All shirts", "/c/shirts/")] }] };
    const kids: MenuCategory = { name: "Kids", clickable: false, columns: [{ name: "Shirts", items: [link("Formal")] }] };
    render(<TabbedNavigation open categories={[women, men, kids]} onClose={vi.fn()} />);
    const panelLinks = () => within(screen.getByRole("tabpanel")).getAllByRole("link").map((element) => element.textContent);
    expect(panelLinks()).toEqual(["Dresses", "Skirts", "Shoes"]);
    fireEvent.click(screen.getByRole("tab", { name: "Men" }));
    expect(panelLinks()).toEqual(["Blouses", "All shirts"]);
    fireEvent.click(screen.getByRole("tab", { name: "Kids" }));
    expect(panelLinks()).toEqual(["Formal"]);
  });

  it("shows only the current tabs after the categories change, also when names repeat", () => {
    const { rerender } = render(<TabbedNavigation open categories={[category("Sale"), category("Sale")]} onClose={vi.fn()} />);
    rerender(<TabbedNavigation open categories={[category("Nieuw")]} onClose={vi.fn()} />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Nieuw"]);
  });
});
