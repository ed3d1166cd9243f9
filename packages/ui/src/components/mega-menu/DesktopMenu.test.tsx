import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MENU } from "../../fixtures/content";
import { DesktopMenu } from "./DesktopMenu";

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("DesktopMenu (presentation-content.md §2 Header menu, §9 submenu close delay 200 ms)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens on hover and closes 200 ms after the pointer leaves", async () => {
    const onOpenChange = vi.fn();
    render(<DesktopMenu categories={MENU} onOpenChange={onOpenChange} />);
    const clothing = screen.getByRole("link", { name: "Clothing" });
    fireEvent.mouseEnter(clothing.parentElement!);
    expect(clothing).toHaveAttribute("aria-expanded", "true");
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    fireEvent.mouseLeave(clothing.parentElement!);
    await wait(199);
    expect(screen.getByTestId("mega-menu")).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByTestId("mega-menu")).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("keeps the panel when the pointer comes back within the delay", async () => {
    render(<DesktopMenu categories={MENU} />);
    const item = screen.getByRole("link", { name: "Clothing" }).parentElement!;
    fireEvent.mouseEnter(item);
    fireEvent.mouseLeave(item);
    await wait(100);
    fireEvent.mouseEnter(item);
    await wait(500);
    expect(screen.getByTestId("mega-menu")).toBeInTheDocument();
  });

  it("opens on focus and closes on Escape, keeping focus on the item", () => {
    render(<DesktopMenu categories={MENU} />);
    const shoes = screen.getByRole("button", { name: "Shoes" });
    act(() => shoes.focus());
    expect(shoes).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(shoes, { key: "Escape" });
    expect(shoes).toHaveAttribute("aria-expanded", "false");
    expect(shoes).toHaveFocus();
  });

  it("Escape inside the open panel closes it and returns focus to the item without reopening it", () => {
    render(<DesktopMenu categories={MENU} />);
    const shoes = screen.getByRole("button", { name: "Shoes" });
    act(() => shoes.focus());
    const panelLink = within(screen.getByTestId("mega-menu")).getAllByRole("link")[0]!;
    act(() => panelLink.focus());
    expect(shoes).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(panelLink, { key: "Escape" });
    expect(shoes).toHaveFocus();
    expect(shoes).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByTestId("mega-menu")).toBeNull();
  });

  it("shows the promo tile only with fewer than 5 columns", () => {
    render(<DesktopMenu categories={MENU} />);
    fireEvent.mouseEnter(screen.getByRole("link", { name: "New in" }).parentElement!);
    expect(screen.getByRole("figure")).toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByRole("link", { name: "Clothing" }).parentElement!);
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("gives a category without columns no panel", () => {
    render(<DesktopMenu categories={MENU} />);
    const lookbook = screen.getByRole("link", { name: "Lookbook" });
    fireEvent.mouseEnter(lookbook.parentElement!);
    expect(lookbook).not.toHaveAttribute("aria-expanded");
    expect(screen.queryByTestId("mega-menu")).toBeNull();
  });
});

// Content repeats names: keyed by name, React left the duplicate's item behind after an update.
describe("DesktopMenu after its categories change", () => {
  it("shows only the current top-level items, also when names repeat", () => {
    const item = (name: string, href: string) => ({ name, href, clickable: true, columns: [] });
    const { rerender } = render(<DesktopMenu categories={[item("Sale", "/a/"), item("Sale", "/b/")]} />);
    rerender(<DesktopMenu categories={[item("Nieuw", "/c/")]} />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/c/"]);
  });
});
