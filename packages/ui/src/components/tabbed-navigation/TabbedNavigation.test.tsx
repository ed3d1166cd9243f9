import { fireEvent, render, screen } from "@testing-library/react";
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
});
