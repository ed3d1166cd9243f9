import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTENT_PRODUCTS, fragmentImageUrl, HOME_BLOCKS, HOSTILE_BLOCKS, TEXT_BODY } from "../../fixtures/content-blocks";
import { LinkProvider, type LinkComponentProps } from "../../link/link-context";
import { ContentBlocks } from "./ContentBlocks";
import type { ContentBlock, RichTextNode } from "./content-types";
import { RichText } from "./RichText";

declare global {
  interface Window {
    __pwned?: number;
  }
}

function RoutedLink(props: LinkComponentProps) {
  return <a {...props} data-routed="" />;
}

afterEach(() => {
  delete window.__pwned;
});

describe("ContentBlocks (presentation-content.md §3 story body blocks)", () => {
  it("renders hero, category tiles, product carousel, text and image in the editor's order", () => {
    const { container } = render(<ContentBlocks blocks={HOME_BLOCKS} products={CONTENT_PRODUCTS} imageUrl={fragmentImageUrl} onUnknown={vi.fn()} />);
    expect([...container.querySelectorAll("[data-block]")].map((block) => block.getAttribute("data-block"))).toEqual(["hero", "categoryTiles", "productCarousel", "text", "image"]);
    expect(screen.getByRole("heading", { name: "The autumn edit" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Shop the collection" })).toHaveAttribute("href", "/c/autumn");
    expect(screen.getByRole("heading", { name: "New this week" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toContain("Knitted polo 1");
    expect(screen.getByText("Our atelier in Amsterdam").tagName).toBe("FIGCAPTION");
  });

  it("hero: the desktop asset from 1024 px, the mobile asset below, both at the §9 srcset widths", () => {
    const { container } = render(<ContentBlocks blocks={HOME_BLOCKS.slice(0, 1)} imageUrl={fragmentImageUrl} />);
    const source = container.querySelector("picture source")!;
    expect(source).toHaveAttribute("media", "(min-width: 1024px)");
    const widths = (srcset: string | null) => (srcset ?? "").split(", ").map((candidate) => candidate.split(" ")[1]);
    expect(widths(source.getAttribute("srcset"))).toEqual(["1920w", "1440w", "1024w", "768w", "540w", "375w"]);
    expect(source.getAttribute("srcset")).toContain("Desktop%20hero");
    const image = container.querySelector("picture img")!;
    expect(image.getAttribute("srcset")).toContain("Mobile%20hero");
    expect(widths(image.getAttribute("srcset"))).toEqual(["1920w", "1440w", "1024w", "768w", "540w", "375w"]);
    expect(image).toHaveAttribute("alt", "A man in a camel coat");
    expect(image).toHaveAttribute("loading", "eager");
  });

  it("hero without a mobile asset shows the desktop one everywhere", () => {
    const [hero] = HOME_BLOCKS as [Extract<ContentBlock, { component: "hero" }>];
    const { container } = render(<ContentBlocks blocks={[{ ...hero, mobileAsset: undefined }]} />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("alt", "Two men in autumn coats on a quay");
  });

  it("image block: §9 srcset widths 1920, 1440, 1024, 768, 540, 375 through the image service", () => {
    const { container } = render(<ContentBlocks blocks={HOME_BLOCKS.filter((block) => block.component === "image")} imageUrl={fragmentImageUrl} />);
    const image = container.querySelector("img")!;
    expect(image.getAttribute("srcset")!.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["1920w", "1440w", "1024w", "768w", "540w", "375w"]);
    expect(image.getAttribute("src")).toMatch(/#w=1024$/);
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("product carousel: the products of its skus in order; a spinner while loading; nothing without products", () => {
    const carousel = HOME_BLOCKS.filter((block) => block.component === "productCarousel");
    const { container, rerender } = render(<ContentBlocks blocks={carousel} products={CONTENT_PRODUCTS} />);
    expect(within(container).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Knitted polo 1", "Knitted polo 2", "Knitted polo 3", "Knitted polo 4", "Knitted polo 5", "Knitted polo 6"]);
    rerender(<ContentBlocks blocks={carousel} productsLoading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    rerender(<ContentBlocks blocks={carousel} />);
    expect(container.querySelector("[data-block]")).toBeNull();
  });

  it("renders a product through the app's renderProduct", () => {
    const carousel = HOME_BLOCKS.filter((block) => block.component === "productCarousel");
    render(<ContentBlocks blocks={carousel} products={CONTENT_PRODUCTS} renderProduct={(product) => <p>Custom {product.sku}</p>} />);
    expect(screen.getByText("Custom CA-1")).toBeInTheDocument();
  });

  it("an unknown block renders nothing and is reported, the others still render", () => {
    const onUnknown = vi.fn();
    const blocks = [{ component: "countdown", id: "x" }, ...HOME_BLOCKS.slice(3, 4)] as unknown as ContentBlock[];
    const { container } = render(<ContentBlocks blocks={blocks} onUnknown={onUnknown} />);
    expect(onUnknown).toHaveBeenCalledWith({ kind: "block", name: "countdown" });
    expect(container.querySelectorAll("[data-block]")).toHaveLength(1);
  });

  it("an unknown block warns in development by default, and never crashes on malformed input", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const blocks = [null, 3, { id: "no-name" }, { component: "text", id: "t", body: "not a list" }, { component: "categoryTiles", id: "c", tiles: null }] as unknown as ContentBlock[];
    expect(() => render(<ContentBlocks blocks={blocks} />)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('@shop/ui content: skipped block "undefined"');
    warn.mockRestore();
  });

  it("renders the same HTML on the server and gives no warning there", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const html = renderToString(<ContentBlocks blocks={[...HOME_BLOCKS, { component: "countdown", id: "x" } as unknown as ContentBlock]} products={CONTENT_PRODUCTS} imageUrl={fragmentImageUrl} />);
    expect(html).toContain("The autumn edit");
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("RichText: structured content rendered as React elements", () => {
  it("renders headings, marks, lists and links", () => {
    const { container } = render(
      <LinkProvider component={RoutedLink}>
        <RichText nodes={TEXT_BODY} localize={(path) => `/en${path}`} trailingSlash />
      </LinkProvider>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Made to last" })).toBeInTheDocument();
    expect(screen.getByText("long-staple cotton").tagName).toBe("STRONG");
    expect(screen.getByText("10% off").tagName).toBe("EM");
    expect(container.querySelectorAll("ul > li")).toHaveLength(2);
    // §2: internal links are localized routes with the trailing slash, through the app's router…
    const internal = screen.getByRole("link", { name: "our story" });
    expect(internal).toHaveAttribute("href", "/en/about-us/");
    expect(internal).toHaveAttribute("data-routed");
    expect(internal).not.toHaveAttribute("target");
    // …external ones open a new tab with rel noopener and never reach the router.
    const external = screen.getByRole("link", { name: "Instagram" });
    expect(external).toHaveAttribute("href", "https://instagram.com/");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(external).not.toHaveAttribute("data-routed");
  });

  it.each([
    [1, "H2"],
    [2, "H2"],
    [4, "H4"],
    [9, "H6"],
    ["3", "H2"],
  ])("heading level %s renders as %s (the page title is the only h1)", (level, tag) => {
    render(<RichText nodes={[{ type: "heading", level: level as number, children: [{ type: "text", text: "Heading" }] }]} />);
    expect(screen.getByText("Heading").tagName).toBe(tag);
  });

  it("wraps a list's non-item children in list items and renders breaks and rules", () => {
    const nodes: RichTextNode[] = [
      { type: "list", ordered: true, children: [{ type: "text", text: "One" }, { type: "listItem", children: [{ type: "text", text: "Two" }] }] },
      { type: "paragraph", children: [{ type: "text", text: "a" }, { type: "lineBreak" }, { type: "text", text: "b" }] },
      { type: "rule" },
    ];
    const { container } = render(<RichText nodes={nodes} />);
    expect([...container.querySelectorAll("ol > li")].map((item) => item.textContent)).toEqual(["One", "Two"]);
    expect(container.querySelector("p br")).not.toBeNull();
    expect(container.querySelector("hr")).not.toBeNull();
  });

  it("embeds blocks inside rich text", () => {
    const nodes: RichTextNode[] = [{ type: "blocks", blocks: HOME_BLOCKS.filter((block) => block.component === "image") }];
    render(<RichText nodes={nodes} />);
    expect(screen.getByRole("img", { name: "The atelier in Amsterdam" })).toBeInTheDocument();
  });
});

describe("hostile content cannot inject anything (issue 19 'no content field can inject script')", () => {
  it("renders HTML as text, drops script links, unknown props and unknown nodes, and runs nothing", () => {
    const onUnknown = vi.fn();
    const { container } = render(<ContentBlocks blocks={HOSTILE_BLOCKS} onUnknown={onUnknown} />);
    // Text that looks like HTML is text.
    expect(screen.getByText('<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">')).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: '"><img src=x onerror=window.__pwned=10>' })).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
    // No element carries an event handler or a script/data URL.
    for (const element of container.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith("on"), `${element.tagName} ${attribute.name}`).toBe(false);
        expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data:text)/i);
      }
    }
    // Refused links keep their text without a link.
    for (const name of ["Script link", "Split script link", "Data link"]) expect(container).toHaveTextContent(name);
    // A hero button with a refused address is left out (it would look pressable and do nothing).
    expect(container).not.toHaveTextContent("Hero script button");
    // Without a usable picture the hero's text is not laid over one.
    expect(container.querySelector('[data-block="hero"]')).not.toHaveClass("shop-content-hero--image");
    expect(screen.queryAllByRole("link")).toEqual([]);
    // The refused image sources render no image; the one kept "image" is none.
    expect(container.querySelectorAll("img")).toHaveLength(0);
    expect(screen.getByText("Props are not passed on").tagName).toBe("P");
    expect(container.querySelector("h1")).toBeNull();
    expect(onUnknown).toHaveBeenCalledWith({ kind: "node", name: "html" });
    expect(onUnknown).toHaveBeenCalledWith({ kind: "block", name: "script" });
    expect(onUnknown).toHaveBeenCalledWith(expect.objectContaining({ kind: "link" }));
    expect(window.__pwned).toBeUndefined();
  });

  it("the server's HTML holds no script, handler or script URL either", () => {
    const html = renderToString(<ContentBlocks blocks={HOSTILE_BLOCKS} onUnknown={vi.fn()} />);
    expect(html).not.toMatch(/<script/i);
    // Inside a tag (text's "<" is escaped, so a literal "<" opens a tag).
    expect(html).not.toMatch(/<[^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/(href|src|srcset)="\s*(javascript|vbscript|data:text)/i);
    expect(html).not.toMatch(/<a\s/i);
    expect(html).toContain("&lt;script&gt;");
  });
});
