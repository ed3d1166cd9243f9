import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { BackToPrevious } from "../components/back-to-previous/BackToPrevious";
import { Footer } from "../components/footer/Footer";
import { Header } from "../components/header/Header";
import { DesktopMenu } from "../components/mega-menu/DesktopMenu";
import { ProductCard } from "../components/product-card/ProductCard";
import { COPYRIGHT, FOOTER_COLUMNS, MENU } from "../fixtures/content";
import { SIMPLE_BELT } from "../fixtures/product-card";
import { LinkProvider, type LinkComponentProps } from "./link-context";
import { ShopLink } from "./ShopLink";

/** An app link component that records what it was given and marks what it rendered. */
function recordingLink() {
  const received: { href: string; children: ReactNode }[] = [];
  function RecordingLink(props: LinkComponentProps) {
    received.push({ href: props.href, children: props.children });
    return <a {...props} data-routed="" />;
  }
  return { RecordingLink, received, hrefs: () => new Set(received.map((call) => call.href)) };
}

function renderWithLink(ui: ReactNode) {
  const link = recordingLink();
  render(<LinkProvider component={link.RecordingLink}>{ui}</LinkProvider>);
  return link;
}

describe("LinkProvider: internal links go through the app's link component (presentation-content.md §2 content links)", () => {
  it("without a provider renders a plain <a href>", () => {
    render(<ShopLink href="/c/shirts/">Shirts</ShopLink>);
    const link = screen.getByRole("link", { name: "Shirts" });
    expect(link).toHaveAttribute("href", "/c/shirts/");
    expect(link).not.toHaveAttribute("target");
  });

  it("gives the link component the href, children and anchor props; external addresses bypass it", () => {
    const link = renderWithLink(
      <>
        <ShopLink href="/c/shirts/" className="shop-link" aria-current="page">
          Shirts
        </ShopLink>
        <ShopLink href="https://instagram.com/">Instagram</ShopLink>
        <ShopLink href="#shop-main">Skip</ShopLink>
      </>,
    );
    expect(link.received).toEqual([{ href: "/c/shirts/", children: "Shirts" }]);
    const shirts = screen.getByRole("link", { name: "Shirts" });
    expect(shirts).toHaveAttribute("data-routed");
    expect(shirts).toHaveClass("shop-link");
    expect(shirts).toHaveAttribute("aria-current", "page");
    const instagram = screen.getByRole("link", { name: "Instagram" });
    expect(instagram).not.toHaveAttribute("data-routed");
    expect(instagram).toHaveAttribute("target", "_blank");
    expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "Skip" })).not.toHaveAttribute("data-routed");
  });

  it("header: logo, account, customer service, cart (/winkelwagen/) and menu items", () => {
    const link = renderWithLink(
      <Header
        homeHref="/"
        menu={MENU}
        languageCode="nl"
        onLanguageClick={() => undefined}
        accountHref="/my-account"
        loggedIn
        onSearchClick={() => undefined}
        customerServiceHref="/service/contact/"
        cartHref="/winkelwagen/"
        cartQuantity={2}
      />,
    );
    expect(link.hrefs()).toEqual(new Set(["/", "/my-account", "/service/contact/", "/winkelwagen/", "/c/new-in/", "/c/clothing/", "/lookbook/"]));
    expect(link.received.find((call) => call.href === "/lookbook/")?.children).toBe("Lookbook");
    for (const anchor of screen.getAllByRole("link")) expect(anchor).toHaveAttribute("data-routed");
    // The open mega menu's columns, show-all links and tile button too.
    fireEvent.mouseEnter(screen.getByRole("link", { name: "New in" }).parentElement!);
    const panel = within(screen.getByTestId("mega-menu"));
    for (const anchor of panel.getAllByRole("link")) expect(anchor).toHaveAttribute("data-routed");
    expect(link.hrefs()).toContain("/c/new-shirts/");
    expect(link.hrefs()).toContain("/c/autumn/");
    expect(link.received.find((call) => call.href === "/c/autumn/")?.children).toBe("Shop now");
  });

  it("desktop menu: the trigger's ref reaches the anchor the link component renders (Escape in the panel focuses it)", () => {
    renderWithLink(<DesktopMenu categories={MENU} />);
    const clothing = screen.getByRole("link", { name: "Clothing" });
    act(() => clothing.focus());
    expect(clothing).toHaveAttribute("aria-expanded", "true");
    act(() => screen.getByRole("link", { name: "Casual" }).focus());
    fireEvent.keyDown(screen.getByRole("link", { name: "Casual" }), { key: "Escape" });
    // Only a ref on the rendered <a> can move focus back to the trigger.
    expect(clothing).toHaveFocus();
  });

  it("footer: logo, link columns and copyright links are routed; the external columns are not", () => {
    const link = renderWithLink(<Footer homeHref="/" linkColumns={FOOTER_COLUMNS} copyright={COPYRIGHT} />);
    expect(link.hrefs()).toEqual(new Set(["/", "/service/contact/", "/service/delivery/", "/service/returns/", "/about/", "/storelocator/", "/blog/", "/privacy/", "/terms/"]));
    expect(link.received.find((call) => call.href === "/privacy/")?.children).toBe("Privacy statement");
    for (const name of ["Instagram", "Pinterest"]) {
      const external = screen.getByRole("link", { name });
      expect(external).not.toHaveAttribute("data-routed");
      expect(external).toHaveAttribute("target", "_blank");
      expect(external).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("product card: image and title link to the product with the §2 trailing slash", () => {
    const link = renderWithLink(<ProductCard product={{ ...SIMPLE_BELT, link: "/p/BE-2002/leather-belt" }} hideActions />);
    expect(link.hrefs()).toEqual(new Set(["/p/BE-2002/leather-belt/"]));
    expect(link.received.map((call) => call.children)).toContain(SIMPLE_BELT.title);
    expect(screen.getByRole("link", { name: SIMPLE_BELT.title })).toHaveAttribute("data-routed");
  });

  it("back to previous: the stored previous path", () => {
    const link = renderWithLink(<BackToPrevious previousPath="/c/shirts/?page=2" fallbackPath="/" />);
    expect(link.hrefs()).toEqual(new Set(["/c/shirts/?page=2"]));
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("data-routed");
  });

  it("a path the browser resolves on another site never reaches the router: a content link opens it in a new tab, the back link falls back", () => {
    const link = renderWithLink(
      <>
        <ShopLink href={"/\\evil.example/"}>Lookbook</ShopLink>
        <BackToPrevious previousPath={"/\t/evil.example/"} fallbackPath="/c/shirts/" />
      </>,
    );
    expect(link.hrefs()).toEqual(new Set(["/c/shirts/"]));
    const content = screen.getByRole("link", { name: "Lookbook" });
    expect(content).not.toHaveAttribute("data-routed");
    expect(content).toHaveAttribute("target", "_blank");
    expect(content).toHaveAttribute("rel", "noopener noreferrer");
  });
});
