import { createConfig, withTrailingSlash as coreWithTrailingSlash } from "@shop/core";
import { describe, expect, it } from "vitest";
import { tileSrcSet } from "../../mega-menu/rules/menu-rules";
import { cardImagePlaceholder, cardImageSizes, cardImageSources, cardImages, PRODUCT_CARD_IMAGE_DEFAULTS, productCardImageOptions, resizeQuery } from "./card-image";
import { cardLoading } from "./card-loading";
import { addToCartBlocked, chosenConfiguration, missingConfiguration, missingFrom, productErrors, withTrailingSlash } from "./card-rules";

describe("card image (presentation-content.md §9 product card image srcsets)", () => {
  it("uses the same defaults as ShopConfig images", () => {
    const { images } = createConfig();
    expect([...PRODUCT_CARD_IMAGE_DEFAULTS.widths]).toEqual(images.productCardWidths);
    expect([...PRODUCT_CARD_IMAGE_DEFAULTS.breakpoints]).toEqual(images.productCardBreakpoints);
    expect(PRODUCT_CARD_IMAGE_DEFAULTS.ratio).toBe(images.productCardRatio);
    expect(PRODUCT_CARD_IMAGE_DEFAULTS.placeholderQuality).toBe(images.placeholderQuality);
    expect(PRODUCT_CARD_IMAGE_DEFAULTS.webp).toBe(images.webp);
  });

  it("reads ShopConfig images into the card's image options", () => {
    const { images } = createConfig({ images: { productCardWidths: [400, 800], placeholderQuality: 30, webp: false } });
    expect(productCardImageOptions(images)).toEqual({ widths: [400, 800], breakpoints: [1023, 512, 768], ratio: 1.25, placeholderQuality: 30, webp: false });
  });

  it("builds 512w and 1024w candidates at ratio 5/4", () => {
    expect(cardImageSources({ src: "/img/shirt.jpg", alt: "Shirt" })).toEqual({
      src: "/img/shirt.jpg?width=512&height=640",
      srcSet: "/img/shirt.jpg?width=512&height=640 512w, /img/shirt.jpg?width=1024&height=1280 1024w",
      sizes: "(max-width: 512px) 50vw, (max-width: 768px) 50vw, (max-width: 1023px) 33vw, 25vw",
      width: 512,
      height: 640,
    });
  });

  it("keeps a srcset the feed already gives, and its size, and builds no placeholder from its URLs", () => {
    const image = { src: "/a.jpg", srcset: "/a-1.jpg 1x, /a-2.jpg 2x", width: 400, height: 500 };
    expect(cardImageSources(image)).toMatchObject({ src: "/a.jpg", srcSet: "/a-1.jpg 1x, /a-2.jpg 2x", width: 400, height: 500 });
    expect(cardImagePlaceholder(image)).toBeNull();
  });

  it("takes another URL builder and widths", () => {
    const sources = cardImageSources({ src: "a.jpg" }, { widths: [300], ratio: 1 }, (src, width, height) => `${width}x${height}/${src}`);
    expect(sources.srcSet).toBe("300x300/a.jpg 300w");
  });

  it.each([
    ["widths 512/1024, webp on (default)", {}, { src: "/a.jpg?width=128&height=160&quality=50", webpSrc: "/a.jpg?width=128&height=160&quality=50&format=webp" }],
    ["widths 1024/512 unsorted", { widths: [1024, 512] }, { src: "/a.jpg?width=128&height=160&quality=50", webpSrc: "/a.jpg?width=128&height=160&quality=50&format=webp" }],
    ["webp off", { webp: false }, { src: "/a.jpg?width=128&height=160&quality=50", webpSrc: null }],
    ["quality 30, smallest width 375 (a quarter rounds to 94)", { widths: [375, 750], placeholderQuality: 30 }, { src: "/a.jpg?width=94&height=118&quality=30", webpSrc: "/a.jpg?width=94&height=118&quality=30&format=webp" }],
  ] as const)("cardImagePlaceholder (presentation-content.md §9 Placeholder image: quality 50, a quarter of the smallest width, webp default on): %s", (_case, options, expected) => {
    expect(cardImagePlaceholder({ src: "/a.jpg" }, options)).toEqual(expected);
  });

  it("asks the app's builder for the placeholder's quality and format", () => {
    const build = (src: string, width: number, height?: number, options?: { quality?: number; format?: string }) => `${src}@${width}x${height}q${options?.quality ?? "-"}${options?.format ?? ""}`;
    expect(cardImagePlaceholder({ src: "a" }, {}, build)).toEqual({ src: "a@128x160q50", webpSrc: "a@128x160q50webp" });
  });

  it.each([
    [[1023, 512, 768], "(max-width: 512px) 50vw, (max-width: 768px) 50vw, (max-width: 1023px) 33vw, 25vw"],
    [[1023], "(max-width: 1023px) 33vw, 25vw"],
    [[600], "(max-width: 600px) 50vw, 25vw"],
    [[], "25vw"],
  ])("sizes for breakpoints %j", (breakpoints, expected) => {
    expect(cardImageSizes(breakpoints)).toBe(expected);
  });

  it("keeps at most 2 images, skipping empty sources", () => {
    expect(cardImages([{ src: "" }, { src: "1" }, { src: "2" }, { src: "3" }]).map((image) => image.src)).toEqual(["1", "2"]);
  });
});

describe("cardLoading (§9 first 4 carousel cards eager, first 5 list cards load labels eagerly)", () => {
  it.each([
    ["carousel", 0, { image: "eager", labelsEager: true }],
    ["carousel", 3, { image: "eager", labelsEager: true }],
    ["carousel", 4, { image: "lazy", labelsEager: true }],
    ["list", 0, { image: "eager", labelsEager: true }],
    ["list", 4, { image: "eager", labelsEager: true }],
    ["list", 5, { image: "lazy", labelsEager: false }],
  ] as const)("%s card %i", (context, index, expected) => {
    expect(cardLoading(context, index)).toEqual(expected);
  });
});

// The table of the one rule is @shop/core's (with-trailing-slash.test.ts); these are the card's links.
describe("withTrailingSlash (presentation-content.md §2 product cards link to the product link with a trailing slash enforced)", () => {
  it.each([
    ["/p/SH-1/oxford", "/p/SH-1/oxford/"],
    ["/p/SH-1/oxford/", "/p/SH-1/oxford/"],
    ["/p/SH-1/oxford?color=blue", "/p/SH-1/oxford/?color=blue"],
    ["/p/SH-1/oxford#reviews", "/p/SH-1/oxford/#reviews"],
    ["", "/"],
    // A url_path file (@shop/url-resolver's productLink leaves it so): the card links to that link, not to "oxford.html/".
    ["/men/shirts/oxford.html", "/men/shirts/oxford.html"],
    // A dotted sku's route path arrives slashed from productLink and stays so.
    ["/p/SH.100/oxford/SH.100/", "/p/SH.100/oxford/SH.100/"],
  ])("%j → %j", (link, expected) => {
    expect(withTrailingSlash(link)).toBe(expected);
  });

  it("is @shop/core's one rule", () => {
    expect(withTrailingSlash).toBe(coreWithTrailingSlash);
  });
});

describe("add-to-cart blocking (presentation-content.md §4 size selection, §5 add-to-cart)", () => {
  const sizes = { attribute_code: "size_ois", values: [{ value_index: 167 }, { value_index: 168 }] };
  const configurable = { configurable_options: [sizes] };

  const oneSizeScarf = {
    stock: { is_in_stock: true },
    configurable_options: [{ attribute_code: "size_ois", values: [{ value_index: 1, label: "0" }] }],
    configurable_children: [{ size_ois: 1, stock: { is_in_stock: true } }],
  };
  it.each([
    ["simple product", {}, {}, false, false],
    ["adding", {}, {}, true, true],
    ["configuration missing", configurable, {}, false, true],
    ["configuration chosen", configurable, { size_ois: "167" }, false, false],
    ["product errors", { errors: { variants: "No available product variants" } }, {}, false, true],
    ["empty error entries do not count", { errors: { variants: null, stock: "" } }, {}, false, false],
    // §5 'No sizes in stock': nothing to add, whatever was chosen before.
    ["a chosen size, the product's stock flag off", { ...oneSizeScarf, stock: { is_in_stock: false } }, { size_ois: "1" }, false, true],
    ["a chosen size whose only variant sold out", { ...oneSizeScarf, configurable_children: [{ size_ois: 1, stock: { is_in_stock: false } }] }, { size_ois: "1" }, false, true],
    ["a chosen size whose only label cleans to nothing", { ...oneSizeScarf, configurable_options: [{ attribute_code: "size_ois", values: [{ value_index: 1, label: "(one size)" }] }] }, { size_ois: "1" }, false, true],
    ["a chosen size in stock", oneSizeScarf, { size_ois: "1" }, false, false],
    ["a simple product with its stock flag off (the cart's stock check decides)", { stock: { is_in_stock: false } }, {}, false, false],
  ] as const)("%s → blocked %s", (_case, product, selected, adding, expected) => {
    expect(addToCartBlocked(product, selected, adding)).toBe(expected);
  });

  // The catalogue's configurable products have a colour and a size option; a listing product
  // is one colour (its siblings are colorrelation links), so its colour option has one value.
  const oneColour = { attribute_code: "color_ois", values: [{ value_index: 49 }] };
  const twoColours = { attribute_code: "color_ois", values: [{ value_index: 49 }, { value_index: 51 }] };
  it.each([
    ["one colour, nothing chosen", [oneColour, sizes], {}, ["size_ois"]],
    ["one colour, size chosen", [oneColour, sizes], { size_ois: "168" }, []],
    ["two colours, nothing chosen", [twoColours, sizes], {}, ["color_ois", "size_ois"]],
    ["two colours, size chosen", [twoColours, sizes], { size_ois: "168" }, ["color_ois"]],
    ["two colours, colour chosen", [twoColours, sizes], { color_ois: "51" }, ["size_ois"]],
    ["two colours, both chosen", [twoColours, sizes], { color_ois: "51", size_ois: "167" }, []],
    ["an option without values", [{ attribute_code: "color_ois", values: [] }, sizes], { size_ois: "167" }, []],
  ] as const)("missingConfiguration: %s", (_case, options, selected, expected) => {
    expect(missingConfiguration({ configurable_options: options }, selected)).toEqual(expected);
  });

  // §4 "The add button stays disabled until a configuration is chosen": an only value counts
  // as chosen when it can be sold (commerce-core.md §4 Variant choice skips children out of
  // stock or with status 2 or more); without children the product's stock decides.
  const oneSize = { attribute_code: "size_ois", values: [{ value_index: 1 }] };
  it.each([
    ["in-stock child", { configurable_children: [{ size_ois: 1, stock: { is_in_stock: true } }] }, { size_ois: "1" }],
    ["child without stock data", { configurable_children: [{ size_ois: 1 }] }, { size_ois: "1" }],
    ["out-of-stock child", { configurable_children: [{ size_ois: 1, stock: { is_in_stock: false } }] }, {}],
    ["disabled child (status 2)", { configurable_children: [{ size_ois: 1, status: 2, stock: { is_in_stock: true } }] }, {}],
    ["only a child of another value", { configurable_children: [{ size_ois: 2, stock: { is_in_stock: true } }] }, {}],
    ["value in custom_attributes", { configurable_children: [{ custom_attributes: [{ attribute_code: "size_ois", value: "1" }] }] }, { size_ois: "1" }],
    ["no children, product in stock", { stock: { is_in_stock: true } }, { size_ois: "1" }],
    ["no children, product out of stock", { stock: { is_in_stock: false } }, {}],
    // The dropdown then reads 'No sizes in stock' (§5): the card must not add the size anyway.
    ["in-stock child, but the product's stock flag is off", { stock: { is_in_stock: false }, configurable_children: [{ size_ois: 1, stock: { is_in_stock: true } }] }, {}],
  ] as const)("chosenConfiguration fills the only size: %s", (_case, product, expected) => {
    expect(chosenConfiguration({ ...product, configurable_options: [oneSize] }, {})).toEqual(expected);
  });

  it.each([
    ["a label that cleans to nothing is not offered", "(one size)", {}],
    ["a label that cleans to text is", "One size (EU)", { size_ois: "1" }],
  ] as const)("chosenConfiguration and the only size's label: %s", (_case, label, expected) => {
    const product = { configurable_options: [{ attribute_code: "size_ois", values: [{ value_index: 1, label }] }], configurable_children: [{ size_ois: 1 }] };
    expect(chosenConfiguration(product, {})).toEqual(expected);
  });

  it("fills an only colour when a child with it is sellable, the shopper's choice kept", () => {
    const product = {
      configurable_options: [oneColour, sizes],
      configurable_children: [
        { color_ois: 49, size_ois: 167, stock: { is_in_stock: false } },
        { color_ois: 49, size_ois: 168, status: 1 },
      ],
    };
    expect(chosenConfiguration(product, { size_ois: "167" })).toEqual({ size_ois: "167", color_ois: "49" });
    const soldOut = { ...product, configurable_children: [{ color_ois: 49, size_ois: 168, status: 2 }] };
    expect(missingConfiguration(soldOut, { size_ois: "168" })).toEqual(["color_ois"]);
  });

  it("missingFrom reads a filled-in configuration as given, like missingConfiguration after chosenConfiguration", () => {
    const product = { configurable_options: [oneColour, sizes], configurable_children: [{ color_ois: 49, size_ois: 167 }] };
    const chosen = chosenConfiguration(product, {});
    expect(missingFrom(product, chosen)).toEqual(missingConfiguration(product, {}));
    expect(missingFrom(product, chosen)).toEqual(["size_ois"]);
    // It fills nothing in itself: the only colour counts as missing until chosen.
    expect(missingFrom(product, {})).toEqual(["color_ois", "size_ois"]);
  });

  it("names the product errors", () => {
    expect(productErrors({ errors: { variants: "No available product variants", other: null } })).toEqual(["No available product variants"]);
  });
});

describe("one ImageUrlBuilder for cards and menu tiles", () => {
  it("resizeQuery adds width and height, or only the width when no height is asked (menu tiles)", () => {
    expect(resizeQuery("/p/a.jpg", 512, 640)).toBe("/p/a.jpg?width=512&height=640");
    expect(resizeQuery("/p/a.jpg?v=2", 512)).toBe("/p/a.jpg?v=2&width=512");
    expect(resizeQuery("/p/a.jpg", 128, 160, { quality: 50 })).toBe("/p/a.jpg?width=128&height=160&quality=50");
    expect(resizeQuery("/p/a.jpg", 128, undefined, { quality: 50, format: "webp" })).toBe("/p/a.jpg?width=128&quality=50&format=webp");
    expect(tileSrcSet("/m/t.jpg", resizeQuery)).toBe("/m/t.jpg?width=1510 1510w, /m/t.jpg?width=755 755w");
  });
});
