import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AccountNavigation } from "./AccountNavigation";

describe("AccountNavigation (presentation-content.md §2 account routes)", () => {
  it("lists My account, My orders and My profile, the current page marked", () => {
    render(<AccountNavigation currentPath="/my-account/details/" />);
    const nav = screen.getByRole("navigation", { name: "Account navigation" });
    const links = screen.getAllByRole("link");
    expect(nav).toContainElement(links[0]!);
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["My account", "/my-account/"],
      ["My orders", "/my-account/orders/"],
      ["My profile", "/my-account/details/"],
    ]);
    expect(screen.getByRole("link", { name: "My profile" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "My account" })).not.toHaveAttribute("aria-current");
  });

  it("marks My orders as the section (not the page) on an order's detail", () => {
    render(<AccountNavigation currentPath="/my-account/orders/000000042" />);
    expect(screen.getByRole("link", { name: "My orders" })).toHaveAttribute("aria-current", "true");
  });

  it("takes the app's addresses and offers 'Log out' when asked", () => {
    const onLogout = vi.fn();
    render(
      <AccountNavigation
        currentPath="/de/my-account/"
        items={[
          { id: "account", label: "My account", href: "/de/my-account/" },
          { id: "orders", label: "My orders", href: "/de/my-account/orders/" },
        ]}
        onLogout={onLogout}
      />,
    );
    expect(screen.getByRole("link", { name: "My account" })).toHaveAttribute("aria-current", "page");
    fireEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
