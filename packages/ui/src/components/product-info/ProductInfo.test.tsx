import { createShopI18n } from "@shop/i18n";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BELT, BELT_CUSTOM_OPTIONS, GIFT_SET, GIFT_SET_OPTIONS, SHIRT, SHIRT_SIZES, SUIT, SUIT_ITEMS } from "../../fixtures/product-page";
import { TextProvider } from "../../text/text-context";
import { ProductInfo, type ProductInfoProps } from "./ProductInfo";
import { defaultBundleSelections } from "./rules/buy-box";

const shirt = (props: Partial<ProductInfoProps> = {}) => (
  <ProductInfo typeId="configurable" name={SHIRT.name} brand={SHIRT.brand} price={SHIRT.price} inStock sizes={SHIRT_SIZES} onAddToCart={vi.fn()} {...props} />
);
const addButton = () => screen.getByRole("button", { name: /Add to cart/ });

describe("ProductInfo: configurable (presentation-content.md §4, §5)", () => {
  it("shows brand, name as the page heading, price and stock", () => {
    render(shirt());
    expect(screen.getByRole("heading", { level: 1, name: "Oxford shirt, slim fit" })).toBeInTheDocument();
    expect(screen.getByText("Atelier Noord")).toBeInTheDocument();
    expect(screen.getByText("59.95")).toBeInTheDocument();
    expect(screen.getByText("In stock!")).toBeInTheDocument();
  });

  it("keeps add-to-cart disabled until a size is chosen, saying why", async () => {
    const onAddToCart = vi.fn();
    const { rerender } = render(shirt({ onAddToCart }));
    expect(addButton()).toHaveAttribute("aria-disabled", "true");
    expect(addButton()).toHaveAccessibleDescription("Choose your size");
    await userEvent.click(addButton());
    expect(onAddToCart).not.toHaveBeenCalled();
    rerender(shirt({ onAddToCart, size: "167" }));
    expect(addButton()).not.toHaveAttribute("aria-disabled", "true");
    await userEvent.click(addButton());
    expect(onAddToCart).toHaveBeenCalledOnce();
  });

  it("reports a chosen size", async () => {
    const onSizeChange = vi.fn();
    render(shirt({ onSizeChange }));
    await userEvent.click(screen.getByRole("combobox", { name: "Size" }));
    await userEvent.click(screen.getByRole("option", { name: "L" }));
    expect(onSizeChange).toHaveBeenCalledWith(SHIRT_SIZES[2]);
  });

  it("opens the size guide through its callback", async () => {
    const onSizeGuideClick = vi.fn();
    render(shirt({ onSizeGuideClick }));
    await userEvent.click(screen.getByRole("button", { name: "Size guide" }));
    expect(onSizeGuideClick).toHaveBeenCalledOnce();
  });

  it("blocks adding out of stock, with product errors or while adding", () => {
    const { rerender } = render(shirt({ size: "167", inStock: false }));
    expect(screen.getByText("Out of the stock!")).toBeInTheDocument();
    expect(addButton()).toHaveAttribute("aria-disabled", "true");
    rerender(shirt({ size: "167", errors: ["No available product variants"] }));
    expect(screen.getByText("No available product variants")).toBeInTheDocument();
    expect(addButton()).toHaveAttribute("aria-disabled", "true");
    rerender(shirt({ size: "167", adding: true }));
    expect(screen.getByRole("button", { name: /Adding to cart/ })).toHaveAttribute("aria-disabled", "true");
  });

  it("shows the §8 warning when no variant matches the choice", () => {
    render(shirt({ noSuchConfiguration: true }));
    expect(screen.getByRole("alert")).toHaveTextContent("No such configuration for the product. Please do choose another combination of attributes.");
  });

  it("reports the quantity to add (§5 default 1)", async () => {
    const onQtyChange = vi.fn();
    render(shirt({ onQtyChange }));
    expect(screen.getByRole("textbox", { name: /Quantity/ })).toHaveValue("1");
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity: Oxford shirt, slim fit" }));
    expect(onQtyChange).toHaveBeenCalledWith(2);
  });

  it("speaks the shopper's language (@shop/i18n)", () => {
    const i18n = createShopI18n("nl-NL");
    render(<TextProvider t={i18n.t.bind(i18n)} locale="nl-NL">{shirt({ onSizeGuideClick: vi.fn() })}</TextProvider>);
    expect(screen.getByRole("button", { name: "Maattabel" })).toBeInTheDocument();
    expect(screen.getByText(i18n.t("In stock!"))).toBeInTheDocument();
  });
});

describe("ProductInfo: grouped (commerce-core.md §4 grouped price, quantities default 1)", () => {
  const grouped = (props: Partial<ProductInfoProps> = {}) => (
    <ProductInfo typeId="grouped" name={SUIT.name} price={SUIT.price} inStock groupedItems={SUIT_ITEMS} onAddToCart={vi.fn()} {...props} />
  );

  it("lists the associated products with their price and a quantity each, and no quantity of its own", async () => {
    const onGroupedQuantityChange = vi.fn();
    render(grouped({ onGroupedQuantityChange, groupedQuantities: { "SU-5005-T": 2 } }));
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent("Suit jacket299.95");
    expect(screen.getByRole("textbox", { name: /Quantity.*Suit trousers/ })).toHaveValue("2");
    expect(screen.queryByRole("textbox", { name: /Quantity.*Wool suit/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity: Suit jacket" }));
    expect(onGroupedQuantityChange).toHaveBeenCalledWith("SU-5005-J", 2);
  });

  it("marks a sold-out part and refuses its quantity", async () => {
    const onGroupedQuantityChange = vi.fn();
    render(grouped({ onGroupedQuantityChange }));
    expect(within(screen.getByRole("rowheader", { name: /Suit waistcoat/ })).getByText("Out of the stock!")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity: Suit waistcoat" }));
    expect(onGroupedQuantityChange).not.toHaveBeenCalled();
  });
});

describe("ProductInfo: bundle (commerce-core.md §3 bundle_options, §4 bundle price)", () => {
  const bundle = (props: Partial<ProductInfoProps> = {}) => (
    <ProductInfo typeId="bundle" name={GIFT_SET.name} price={{ regular: 104.85 }} inStock bundleOptions={GIFT_SET_OPTIONS} bundleSelections={defaultBundleSelections(GIFT_SET_OPTIONS)} onAddToCart={vi.fn()} {...props} />
  );

  it("preselects the defaults (the first link where none is default): radio per single choice, checkbox per multiple", () => {
    render(bundle());
    const shirtGroup = within(screen.getByRole("group", { name: /Shirt/ }));
    expect(shirtGroup.getByRole("radio", { name: /Oxford shirt, white/ })).toBeChecked();
    expect(shirtGroup.getByRole("radio", { name: /Oxford shirt, navy/ })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Knitted silk tie/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Wool tie/ })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: /2 × Merino socks/ })).toBeChecked();
    expect(screen.getByRole("group", { name: /Tie/ })).not.toHaveTextContent("Required");
  });

  it("reports a changed selection", async () => {
    const onBundleSelectionChange = vi.fn();
    render(bundle({ onBundleSelectionChange }));
    await userEvent.click(screen.getByRole("radio", { name: /Oxford shirt, navy/ }));
    expect(onBundleSelectionChange).toHaveBeenLastCalledWith(1, ["12"]);
    await userEvent.click(screen.getByRole("checkbox", { name: /Wool tie/ }));
    expect(onBundleSelectionChange).toHaveBeenLastCalledWith(2, ["21", "22"]);
    await userEvent.click(screen.getByRole("checkbox", { name: /Knitted silk tie/ }));
    expect(onBundleSelectionChange).toHaveBeenLastCalledWith(2, []);
  });

  it("blocks adding while a required option has no selection", () => {
    render(bundle({ bundleSelections: { "1": [], "2": [], "3": ["31"] } }));
    expect(addButton()).toHaveAttribute("aria-disabled", "true");
    expect(addButton()).toHaveAccessibleDescription("Shirt: Select an option");
  });
});

describe("ProductInfo: custom options (commerce-core.md §4 fixed and percent option prices)", () => {
  const belt = (props: Partial<ProductInfoProps> = {}) => (
    <ProductInfo typeId="simple" name={BELT.name} price={BELT.price} inStock customOptions={BELT_CUSTOM_OPTIONS} onAddToCart={vi.fn()} {...props} />
  );

  it("shows the fixed surcharge as an amount and the percent one as a percentage", async () => {
    render(belt());
    expect(screen.getByLabelText(/Monogram/)).toHaveAttribute("maxlength", "3");
    expect(screen.getByText("+5.00")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("combobox", { name: /Gift wrapping/ }));
    expect(screen.getByRole("option", { name: "Gift box (+10%)" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Gift box with card (+4.50)" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "No gift wrapping" })).toBeInTheDocument();
  });

  it("reports values and blocks adding while a required one is empty", async () => {
    const onCustomOptionChange = vi.fn();
    const { rerender } = render(belt({ onCustomOptionChange }));
    expect(addButton()).toHaveAccessibleDescription("Gift wrapping: Select an option");
    await userEvent.type(screen.getByLabelText(/Monogram/), "J");
    expect(onCustomOptionChange).toHaveBeenCalledWith(11, "J");
    await userEvent.click(screen.getByRole("combobox", { name: /Gift wrapping/ }));
    await userEvent.click(screen.getByRole("option", { name: "Gift box (+10%)" }));
    expect(onCustomOptionChange).toHaveBeenCalledWith(12, "122");
    rerender(belt({ onCustomOptionChange, customValues: { "12": "122" } }));
    expect(addButton()).not.toHaveAttribute("aria-disabled", "true");
  });
});
