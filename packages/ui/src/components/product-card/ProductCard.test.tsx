import { act, fireEvent, isInaccessible, render, screen, within } from "@testing-library/react";
import { createShopI18n } from "@shop/i18n";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { LinkProvider, type LinkComponentProps } from "../../link/link-context";
import { TextProvider } from "../../text/text-context";
import { ProductCard } from "./ProductCard";
import { CONFIGURABLE_SHIRT, keepUrl, NO_IMAGE_PRODUCT, ONE_SIZE_SCARF, PRODUCT_WITH_ERRORS, SIMPLE_BELT, SOLD_OUT_ONE_SIZE_SCARF, TWO_COLOUR_SHIRT } from "../../fixtures/product-card";

const NL = { defaultLocale: "nl-NL", currencySign: "€", fractionDigits: 2, priceFormat: "{sign} {amount}", currencyDecimal: ",", currencyGroup: "." };

describe("ProductCard (presentation-content.md §3 product card, §4 size selection, §9 images)", () => {
  it("links image and title to the product with a trailing slash, through the app's link component", () => {
    const hrefs = new Set<string>();
    function AppLink(props: LinkComponentProps) {
      hrefs.add(props.href);
      return <a {...props} data-routed="" />;
    }
    render(
      <LinkProvider component={AppLink}>
        <ProductCard product={CONFIGURABLE_SHIRT} imageUrl={keepUrl} />
      </LinkProvider>,
    );
    const title = screen.getByRole("link", { name: CONFIGURABLE_SHIRT.title });
    expect(title).toHaveAttribute("href", "/p/SH-1001/oxford-shirt-slim-fit/");
    expect(title).toHaveAttribute("data-routed");
    expect(hrefs).toEqual(new Set(["/p/SH-1001/oxford-shirt-slim-fit/"]));
  });

  it("formats the special and regular price for the store view", () => {
    render(<ProductCard product={CONFIGURABLE_SHIRT} priceI18n={NL} />);
    const price = screen.getByText("€ 59,95").closest("p")!;
    expect(within(price).getByText("€ 79,95").tagName).toBe("S");
    expect(price).toHaveTextContent("-25%");
  });

  it("shows at most 2 images with the §9 srcset, the first eager in the first list cards", () => {
    const { container, rerender } = render(<ProductCard product={CONFIGURABLE_SHIRT} index={0} />);
    const images = container.querySelectorAll(".shop-product-card__image");
    expect(images).toHaveLength(2);
    expect(images[0]!.getAttribute("srcset")).toMatch(/width=512&height=640 512w, .*width=1024&height=1280 1024w$/);
    expect(images[0]).toHaveAttribute("loading", "eager");
    expect(images[1]).toHaveAttribute("loading", "lazy");
    rerender(<ProductCard product={CONFIGURABLE_SHIRT} context="carousel" index={4} />);
    expect(container.querySelector(".shop-product-card__image")).toHaveAttribute("loading", "lazy");
  });

  it("shows the §9 placeholder (a quarter of 512 px, quality 50, webp where supported) under the image until it loads", () => {
    const src = CONFIGURABLE_SHIRT.image[0]!.src;
    const { container, rerender } = render(<ProductCard product={CONFIGURABLE_SHIRT} index={9} />);
    const placeholder = () => container.querySelector(".shop-product-card__placeholder");
    const image = container.querySelector<HTMLImageElement>(".shop-product-card__image")!;
    expect(placeholder()?.querySelector("source")).toHaveAttribute("type", "image/webp");
    expect(placeholder()?.querySelector("source")).toHaveAttribute("srcset", `${src}?width=128&height=160&quality=50&format=webp`);
    const fallback = placeholder()?.querySelector("img");
    expect(fallback).toHaveAttribute("src", `${src}?width=128&height=160&quality=50`);
    // Lazy like the image it stands in for, and before it, so the image paints over it.
    expect(fallback).toHaveAttribute("loading", "lazy");
    expect(placeholder()?.nextElementSibling).toBe(image);
    fireEvent.load(image);
    expect(placeholder()).toBeNull();
    // ShopConfig images.webp off: no webp source.
    rerender(<ProductCard product={CONFIGURABLE_SHIRT} index={9} imageOptions={{ webp: false }} imageUrl={(url, width) => `${url}#${width}`} />);
    expect(placeholder()?.querySelector("source")).toBeNull();
    expect(placeholder()?.querySelector("img")).toHaveAttribute("src", `${src}#128`);
  });

  it("drops the placeholder of an image loaded before React listened (server-rendered or cached)", () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    const natural = vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(128);
    try {
      const { container } = render(<ProductCard product={CONFIGURABLE_SHIRT} />);
      expect(container.querySelector(".shop-product-card__placeholder")).toBeNull();
    } finally {
      complete.mockRestore();
      natural.mockRestore();
    }
  });

  it("keeps the add button disabled until a size is chosen, then adds (the one colour needs no choice)", () => {
    const onAdd = vi.fn();
    const onSize = vi.fn();
    const { rerender } = render(<ProductCard product={CONFIGURABLE_SHIRT} onAddToCart={onAdd} onSizeChange={onSize} />);
    const add = screen.getByRole("button", { name: "Add to cart" });
    expect(add).toHaveAttribute("aria-disabled", "true");
    expect(add).toHaveAccessibleDescription("Choose your size");

    fireEvent.keyDown(screen.getByRole("combobox", { name: "Size" }), { key: "ArrowDown" });
    fireEvent.click(screen.getByRole("option", { name: "L" }));
    expect(onSize).toHaveBeenCalledWith({ id: "169", label: "L (50)", type: "size_ois", inStock: true });

    rerender(<ProductCard product={CONFIGURABLE_SHIRT} onAddToCart={onAdd} onSizeChange={onSize} selectedOptions={{ size_ois: "169" }} />);
    expect(add).not.toHaveAttribute("aria-disabled");
    expect(add).not.toHaveAccessibleDescription();
    fireEvent.click(add);
    // The configuration the card filled in comes along: the chosen size and the one colour.
    expect(onAdd).toHaveBeenCalledWith(CONFIGURABLE_SHIRT, { size_ois: "169", color_ois: "49" });
  });

  it("reports each missing choice when colour and size are both to be chosen", () => {
    const onAdd = vi.fn();
    const { rerender } = render(<ProductCard product={TWO_COLOUR_SHIRT} onAddToCart={onAdd} />);
    const add = screen.getByRole("button", { name: "Add to cart" });
    expect(add).toHaveAccessibleDescription("Colour: Select an option. Choose your size");

    rerender(<ProductCard product={TWO_COLOUR_SHIRT} onAddToCart={onAdd} selectedOptions={{ size_ois: "167" }} />);
    expect(add).toHaveAccessibleDescription("Colour: Select an option");
    expect(add).toHaveAttribute("aria-disabled", "true");

    rerender(<ProductCard product={TWO_COLOUR_SHIRT} onAddToCart={onAdd} selectedOptions={{ color_ois: "51" }} />);
    expect(add).toHaveAccessibleDescription("Choose your size");
    fireEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();

    rerender(<ProductCard product={TWO_COLOUR_SHIRT} onAddToCart={onAdd} selectedOptions={{ color_ois: "51", size_ois: "167" }} />);
    expect(add).not.toHaveAttribute("aria-disabled");
    fireEvent.click(add);
    expect(onAdd).toHaveBeenCalledWith(TWO_COLOUR_SHIRT, { color_ois: "51", size_ois: "167" });
  });

  it("reads the missing choices once, as the add button's description, not again in the card", () => {
    render(<ProductCard product={TWO_COLOUR_SHIRT} />);
    const add = screen.getByRole("button", { name: "Add to cart" });
    const description = document.getElementById(add.getAttribute("aria-describedby")!)!;
    expect(description).toHaveTextContent("Colour: Select an option. Choose your size");
    expect(isInaccessible(description)).toBe(true);
  });

  it("words the missing choices in the shopper's language (@shop/i18n)", () => {
    const i18n = createShopI18n("nl-NL");
    render(
      <TextProvider t={(key, values) => i18n.t(key, values)} locale="nl-NL">
        <ProductCard product={TWO_COLOUR_SHIRT} />
      </TextProvider>,
    );
    expect(screen.getByRole("button", { name: "In winkelwagen" })).toHaveAccessibleDescription("Colour: kies een optie. Kies je maat");
  });

  it("shows the only size as chosen and adds it at once", () => {
    const onAdd = vi.fn();
    render(<ProductCard product={ONE_SIZE_SCARF} onAddToCart={onAdd} />);
    expect(screen.getByRole("combobox", { name: "Size" })).toHaveTextContent("One Size");
    const add = screen.getByRole("button", { name: "Add to cart" });
    expect(add).not.toHaveAttribute("aria-disabled");
    fireEvent.click(add);
    expect(onAdd).toHaveBeenCalledWith(ONE_SIZE_SCARF, { size_ois: "1" });
  });

  it.each([
    ["shown disabled", false],
    ["hidden (hideOutOfStockSizes)", true],
  ])("does not choose a sold-out only size, nor let it be added: out-of-stock size %s", (_case, hideOutOfStockSizes) => {
    const onAdd = vi.fn();
    render(<ProductCard product={SOLD_OUT_ONE_SIZE_SCARF} hideOutOfStockSizes={hideOutOfStockSizes} onAddToCart={onAdd} />);
    const sizes = screen.getByRole("combobox", { name: "Size" });
    expect(sizes).not.toHaveTextContent("One Size");
    expect(sizes).toHaveTextContent("No sizes in stock");
    const add = screen.getByRole("button", { name: "Add to cart" });
    expect(add).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it.each([
    ["the product's stock flag is off, its only variant still in stock", { ...ONE_SIZE_SCARF, stock: { is_in_stock: false } }, {}],
    [
      "the only size's label cleans to nothing",
      { ...ONE_SIZE_SCARF, configurable_options: [{ attribute_code: "size_ois", label: "Size", values: [{ value_index: 1, label: "(one size)" }] }] },
      {},
    ],
    ["a size chosen before the product sold out", { ...CONFIGURABLE_SHIRT, stock: { is_in_stock: false } }, { size_ois: "169" }],
    ["a size chosen before its only variant sold out", SOLD_OUT_ONE_SIZE_SCARF, { size_ois: "1" }],
    ["a size chosen, the stock flag turned off since", { ...ONE_SIZE_SCARF, stock: { is_in_stock: false } }, { size_ois: "1" }],
  ])("adds nothing while the size dropdown reads 'No sizes in stock': %s", (_case, product, selectedOptions) => {
    const onAdd = vi.fn();
    render(<ProductCard product={product} selectedOptions={selectedOptions} onAddToCart={onAdd} />);
    expect(screen.getByRole("combobox", { name: "Size" })).toHaveTextContent("No sizes in stock");
    const add = screen.getByRole("button", { name: "Add to cart" });
    expect(add).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("passes the adding state down: the button shows progress and adds nothing more while adding", () => {
    const onAdd = vi.fn();
    render(<ProductCard product={CONFIGURABLE_SHIRT} selectedOptions={{ size_ois: "169" }} adding onAddToCart={onAdd} />);
    const add = screen.getByRole("button", { name: "Adding to cart" });
    expect(add).toHaveAttribute("aria-disabled", "true");
    expect(add).toHaveAttribute("aria-busy", "true");
    fireEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("has no size dropdown for a simple product and can add at once, with an empty configuration", () => {
    const onAdd = vi.fn();
    render(<ProductCard product={SIMPLE_BELT} onAddToCart={onAdd} />);
    expect(screen.queryByRole("combobox")).toBeNull();
    const add = screen.getByRole("button", { name: "Add to cart" });
    expect(add).not.toHaveAttribute("aria-disabled");
    fireEvent.click(add);
    expect(onAdd).toHaveBeenCalledWith(SIMPLE_BELT, {});
  });

  it("shows product errors and blocks adding", () => {
    render(<ProductCard product={PRODUCT_WITH_ERRORS} selectedOptions={{ size_ois: "167" }} />);
    expect(screen.getByText("No available product variants")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to cart" })).toHaveAttribute("aria-disabled", "true");
  });

  it("defers the labels of list cards after the fifth until they near the viewport", () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<ProductCard product={CONFIGURABLE_SHIRT} index={5} />);
    expect(screen.queryByText("New")).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText("New")).toBeInTheDocument();
  });

  it("shows a deferred card's labels after mounting where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<ProductCard product={CONFIGURABLE_SHIRT} index={5} />);
    expect(screen.getByText("New")).toBeInTheDocument();
  });

  // A server has no IntersectionObserver, a browser has one: the first render must not differ.
  it("hydrates a deferred card's server HTML (rendered without IntersectionObserver) without a mismatch", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const card = <ProductCard product={CONFIGURABLE_SHIRT} index={5} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(card);
    document.body.append(container);
    expect(within(container).queryByText("New")).toBeNull();
    vi.stubGlobal("IntersectionObserver", class { observe() {} disconnect() {} });
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, card, { onRecoverableError }));
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("renders without images and without actions", () => {
    render(<ProductCard product={NO_IMAGE_PRODUCT} hideActions />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("article", { name: NO_IMAGE_PRODUCT.title })).toBeInTheDocument();
  });
});
