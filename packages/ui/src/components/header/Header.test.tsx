import { act, fireEvent, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MENU } from "../../fixtures/content";
import { Header, type HeaderProps } from "./Header";

const props: HeaderProps = {
  homeHref: "/",
  isHome: true,
  menu: MENU,
  languageCode: "nl",
  onLanguageClick: () => undefined,
  accountHref: "/login",
  onSearchClick: () => undefined,
  cartHref: "/winkelwagen/",
  cartQuantity: 0,
};

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  fireEvent.scroll(window);
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const header = () => screen.getByRole("banner");
const height = () => header().style.getPropertyValue("--shop-header-current-height");

describe("Header scroll states (presentation-content.md §2 Header, §4 scrolled flag, §9 20 px / 80→70 px / 100 ms)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is transparent on home at the top, 80 px high", () => {
    render(<Header {...props} />);
    expect(header()).toHaveAttribute("data-state", "transparent");
    expect(height()).toBe("80px");
  });

  it("turns scrolled past 20 px (read at most every 100 ms) and shrinks to 70 px", async () => {
    render(<Header {...props} />);
    await wait(100);
    scrollTo(20);
    expect(header()).toHaveAttribute("data-state", "transparent");
    await wait(100);
    scrollTo(21);
    expect(header()).toHaveAttribute("data-state", "scrolled");
    expect(height()).toBe("70px");
  });

  it("throttles reads to one per 100 ms with a trailing read", async () => {
    render(<Header {...props} />);
    scrollTo(50);
    // Mount read was at t=0: this scroll waits for the trailing read.
    expect(header()).toHaveAttribute("data-state", "transparent");
    await wait(99);
    expect(header()).toHaveAttribute("data-state", "transparent");
    await wait(1);
    expect(header()).toHaveAttribute("data-state", "scrolled");
  });

  it("resets the scrolled flag 200 ms after scrolling back, unless scrolled down again", async () => {
    render(<Header {...props} />);
    await wait(100);
    scrollTo(300);
    await wait(100);
    scrollTo(5);
    await wait(199);
    expect(header()).toHaveAttribute("data-state", "scrolled");
    await wait(1);
    expect(header()).toHaveAttribute("data-state", "transparent");

    scrollTo(300);
    await wait(100);
    scrollTo(0);
    await wait(150);
    scrollTo(400);
    await wait(300);
    expect(header()).toHaveAttribute("data-state", "scrolled");
  });

  it("is hovered while the pointer is on it, transparent again when it leaves", () => {
    render(<Header {...props} />);
    fireEvent.mouseEnter(header());
    expect(header()).toHaveAttribute("data-state", "hovered");
    fireEvent.mouseLeave(header());
    expect(header()).toHaveAttribute("data-state", "transparent");
  });

  it("is solid off the home page even at the top", () => {
    render(<Header {...props} isHome={false} />);
    expect(header()).toHaveAttribute("data-state", "solid");
  });

  it("in checkout is 70 px with the menu and icons hidden", async () => {
    render(<Header {...props} checkout cartQuantity={3} />);
    scrollTo(0);
    await wait(100);
    expect(height()).toBe("70px");
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("renders again only when its height or scrolled flag changes, not on every scroll read", async () => {
    const onRender = vi.fn();
    render(
      <Profiler id="header" onRender={onRender}>
        <Header {...props} />
      </Profiler>,
    );
    await wait(100);
    scrollTo(5);
    expect(height()).toBe("75px");
    await wait(100);
    scrollTo(100);
    expect(height()).toBe("70px");
    const renders = onRender.mock.calls.length;
    // Further down, the header stays 70 px and scrolled: nothing to render.
    for (const y of [200, 300, 400]) {
      await wait(100);
      scrollTo(y);
    }
    expect(onRender).toHaveBeenCalledTimes(renders);
    expect(header()).toHaveAttribute("data-state", "scrolled");
  });

  it("does not listen to scrolling in checkout, where the height is fixed", () => {
    const listen = vi.spyOn(window, "addEventListener");
    render(<Header {...props} checkout />);
    expect(listen.mock.calls.filter(([type]) => type === "scroll")).toEqual([]);
    listen.mockRestore();
  });

  it("after checkout reads the scroll position afresh", async () => {
    const { rerender } = render(<Header {...props} />);
    await wait(100);
    scrollTo(300);
    expect(header()).toHaveAttribute("data-state", "scrolled");
    rerender(<Header {...props} checkout />);
    scrollTo(0);
    await wait(300);
    rerender(<Header {...props} />);
    expect(header()).toHaveAttribute("data-state", "transparent");
    expect(height()).toBe("80px");
  });
});

describe("Header icons (presentation-content.md §2)", () => {
  it("shows the language code upper case, the account target and the cart badge only above 0", () => {
    const { rerender } = render(<Header {...props} accountHref="/my-account" loggedIn customerServiceHref="/service/" />);
    expect(screen.getByRole("button", { name: "Language: NL" })).toHaveTextContent("NL");
    expect(screen.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/my-account");
    expect(screen.getByRole("link", { name: "Customer service" })).toHaveAttribute("href", "/service/");
    expect(screen.queryByTestId("cart-badge")).toBeNull();
    rerender(<Header {...props} cartQuantity={3} />);
    expect(screen.getByTestId("cart-badge")).toHaveTextContent("3");
    expect(screen.getByRole("link", { name: "Cart, Items in cart: 3" })).toHaveAttribute("href", "/winkelwagen/");
    expect(screen.queryByRole("link", { name: "Customer service" })).toBeNull();
  });
});
