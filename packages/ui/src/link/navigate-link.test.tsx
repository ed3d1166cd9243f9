import { fireEvent, render, screen } from "@testing-library/react";
import type { MouseEvent as ReactMouseEvent } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartLink } from "../components/header/CartLink";
import { LinkProvider } from "./link-context";
import { createNavigateLink } from "./navigate-link";
import { ShopLink } from "./ShopLink";

// jsdom cannot open a tab or load a page: stop the browser's default after the link had its say.
const stopDefault = (event: Event) => event.preventDefault();
afterEach(() => document.removeEventListener("click", stopDefault));

function setup(onClick?: (event: ReactMouseEvent<HTMLAnchorElement>) => void) {
  const navigate = vi.fn();
  const NavigateLink = createNavigateLink(navigate);
  render(
    <LinkProvider component={NavigateLink}>
      <ShopLink href="/c/shirts/" onClick={onClick}>
        Shirts
      </ShopLink>
    </LinkProvider>,
  );
  document.addEventListener("click", stopDefault);
  return { navigate, link: screen.getByRole("link", { name: "Shirts" }) };
}

describe("createNavigateLink: plain left clicks go to the app's navigate", () => {
  it("routes a plain left click and keeps the href for new tabs", () => {
    const { navigate, link } = setup();
    expect(link).toHaveAttribute("href", "/c/shirts/");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(navigate).toHaveBeenCalledWith("/c/shirts/");
    expect(click.defaultPrevented).toBe(true);
  });

  it.each([
    ["ctrl", { ctrlKey: true }],
    ["meta (cmd)", { metaKey: true }],
    ["shift", { shiftKey: true }],
    ["alt", { altKey: true }],
    ["middle button", { button: 1 }],
  ])("leaves a %s click to the browser", (_case, init) => {
    const { navigate, link } = setup();
    fireEvent.click(link, init);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("runs the given onClick first; a prevented default navigates nowhere (the cart icon opening the mini cart)", () => {
    const navigate = vi.fn();
    const onCartClick = vi.fn((event: ReactMouseEvent<HTMLAnchorElement>) => event.preventDefault());
    render(
      <LinkProvider component={createNavigateLink(navigate)}>
        <CartLink href="/winkelwagen/" quantity={1} onClick={onCartClick} />
      </LinkProvider>,
    );
    fireEvent.click(screen.getByRole("link", { name: /Cart/ }));
    expect(onCartClick).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("an onClick that does not prevent the default (analytics) still navigates", () => {
    const onClick = vi.fn();
    const { navigate, link } = setup(onClick);
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/c/shirts/");
  });
});
