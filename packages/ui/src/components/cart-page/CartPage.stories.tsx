import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { cartLines, cartLinesWithStockProblems, cartSegments, CHINO_NAME, COUNTRY_KEYS, shippingMethodsFor } from "../../fixtures/cart";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { useLocale, useTranslate } from "../../text/text-context";
import type { CartLineItem } from "../cart-lines/cart-line.types";
import { CartPage, type CartPageProps } from "./CartPage";

/**
 * What the storefront wires: the cart's lines (removed / updated at once), the coupon
 * (SUMMER10 exists) and the estimate (country names translated, methods per country), the
 * callbacks also reaching the story's spies.
 */
function CartPageOwner(props: CartPageProps) {
  const t = useTranslate();
  const locale = useLocale();
  const [lines, setLines] = useState(props.lines);
  const [coupon, setCoupon] = useState<string | null>(props.coupon?.appliedCode ?? null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [countryId, setCountryId] = useState<string | null>(props.shippingEstimate?.countryId ?? null);
  return (
    <CartPage
      {...props}
      lines={lines}
      onQuantityChange={(id, qty) => {
        props.onQuantityChange(id, qty);
        setLines((current) => current.map((line) => (line.id === id ? { ...line, qty } : line)));
      }}
      onRemove={(id) => {
        props.onRemove(id);
        setLines((current) => current.filter((line) => line.id !== id));
      }}
      coupon={
        props.coupon && {
          ...props.coupon,
          appliedCode: coupon,
          error: couponError,
          onApply: (code) => {
            props.coupon?.onApply(code);
            setCoupon(code === "SUMMER10" ? code : null);
            setCouponError(code === "SUMMER10" ? null : "The coupon code isn't valid. Verify the code and try again.");
          },
          onRemove: () => {
            props.coupon?.onRemove();
            setCoupon(null);
          },
        }
      }
      shippingEstimate={
        props.shippingEstimate && {
          ...props.shippingEstimate,
          countries: props.shippingEstimate.countries.map((country) => ({ ...country, label: t(country.label) })),
          countryId,
          methods: shippingMethodsFor(countryId, locale),
          onCountryChange: (id) => {
            props.shippingEstimate?.onCountryChange(id);
            setCountryId(id);
          },
        }
      }
    />
  );
}

const pageArgs = (locale = "en-US", lines: CartLineItem[] = cartLines(locale)): CartPageProps => ({
  lines,
  segments: cartSegments(locale),
  checkoutHref: "/checkout/",
  continueShoppingHref: "/",
  onQuantityChange: fn(),
  onRemove: fn(),
  coupon: { appliedCode: "SUMMER10", onApply: fn(), onRemove: fn() },
  shippingEstimate: { countries: COUNTRY_KEYS, countryId: "NL", methods: [], onCountryChange: fn() },
});

const meta = {
  title: "Cart/Cart page",
  component: CartPage,
  render: (args) => <CartPageOwner {...args} />,
  args: pageArgs(),
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element | null) => {
  if (!element) throw new Error("missing element");
  return element.getBoundingClientRect();
};

/** Desktop: lines left, discount code, estimate and totals right; checkout through the app's router. */
export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
    const lines = box(canvasElement.querySelector(".shop-cart-page__main"));
    const summary = box(canvas.getByRole("region", { name: "Order summary" }));
    await expect(summary.left).toBeGreaterThan(lines.right);
    await expect(summary.top).toBeLessThan(lines.bottom);
    await userEvent.click(canvas.getByRole("link", { name: "Go to checkout" }));
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /checkout/");
  },
};

/** Mobile: one column (lines, discount code, estimate, totals), nothing wider than the phone. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = box(canvasElement.querySelector(".shop-cart-page__main"));
    const coupon = box(canvas.getByRole("group", { name: "Discount code" }));
    const summary = box(canvas.getByRole("region", { name: "Order summary" }));
    await expect(coupon.top).toBeGreaterThanOrEqual(main.bottom);
    await expect(summary.top).toBeGreaterThan(coupon.bottom);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** The whole cart by hand: a quantity, a refused and an accepted code, another country, and the lines removed down to the empty cart. */
export const EditTheCart: Story = {
  args: { ...pageArgs(), coupon: { appliedCode: null, onApply: fn(), onRemove: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: new RegExp(`^Increase quantity ?: ${CHINO_NAME}$`) }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith("CH-2-32", 3);
    await expect(canvas.getByRole("button", { name: new RegExp(`^Increase quantity ?: ${CHINO_NAME}$`) })).toHaveAttribute("aria-disabled", "true");

    const code = canvas.getByRole("textbox", { name: "Discount code" });
    await userEvent.type(code, "WINTER{Enter}");
    await expect(code).toHaveAccessibleDescription("The coupon code isn't valid. Verify the code and try again.");
    await userEvent.clear(code);
    await userEvent.type(code, "SUMMER10{Enter}");
    await expect(canvas.getByRole("group", { name: "Discount code" })).toHaveTextContent("SUMMER10");

    await userEvent.click(canvas.getByRole("combobox", { name: "Country" }));
    await userEvent.click(canvas.getByRole("option", { name: "Italy" }));
    await expect(args.shippingEstimate?.onCountryChange).toHaveBeenCalledWith("IT");
    await expect(canvas.getByText("DHL Europe")).toBeVisible();

    for (const name of ["Oxford shirt", CHINO_NAME, "Leather belt"]) {
      await userEvent.click(canvas.getByRole("button", { name: new RegExp(`^Remove ?: ${name}$`) }));
      await userEvent.click(within(canvas.getByRole("group", { name })).getByRole("button", { name: "Remove" }));
    }
    await expect(args.onRemove).toHaveBeenCalledTimes(3);
    // Focus that fell with the last line lands on the empty cart's message.
    await waitFor(() => expect(canvas.getByText("Your shopping cart is empty")).toHaveFocus());
  },
};

/** 'Stock check in progress': announced, and checkout waits, described by it. */
export const StockCheckInProgress: Story = {
  args: { stockCheckInProgress: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = "Stock check in progress, please wait while available stock quantities are checked";
    await expect(canvas.getByText(message).closest("[role=status]")).not.toBeNull();
    const checkout = canvas.getByRole("link", { name: "Go to checkout" });
    await expect(checkout).toHaveAttribute("aria-disabled", "true");
    await expect(checkout).toHaveAccessibleDescription(message);
  },
};

/** A sold-out line and one above its stock: their messages show, checkout says what to do. */
export const StockProblems: Story = {
  args: pageArgs("en-US", cartLinesWithStockProblems()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Out of the stock!")).toBeVisible();
    await expect(canvas.getByText("Only 3 products of this type are available")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to checkout" })).toHaveAccessibleDescription("Change or remove the marked products to continue to checkout");
  },
};

/** A guest: no discount code (presentation-content.md §6 coupons need login), no estimate. */
export const Guest: Story = {
  args: { coupon: undefined, shippingEstimate: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("textbox", { name: "Discount code" })).toBeNull();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Your shopping cart is empty")).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Order summary" })).toBeNull();
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL", viewport: { value: "desktop" } },
  args: pageArgs("nl-NL"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Winkelwagen" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Naar afrekenen" })).toBeVisible();
    await expect(canvas.getByText("Totaal")).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE", viewport: { value: "desktop" } },
  args: pageArgs("de-DE"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Bestellübersicht" })).toHaveTextContent("203,76 €");
  },
};

export const French: Story = {
  globals: { locale: "fr-FR", viewport: { value: "desktop" } },
  args: pageArgs("fr-FR"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Récapitulatif" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Frais de livraison estimés" })).toBeVisible();
  },
};

export const MobileDutch: Story = {
  globals: { locale: "nl-NL", viewport: { value: "mobile320" } },
  args: pageArgs("nl-NL", cartLinesWithStockProblems("nl-NL")),
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Long German product texts at 320 px, the removal question open: nothing overflows, every text shows whole. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: pageArgs(
    "de-DE",
    cartLinesWithStockProblems("de-DE").map((line, index) =>
      index === 0 ? { ...line, name: "Bügelfreies Businesshemd aus Baumwollpopeline mit Haifischkragen", options: [{ label: "Color", value: "Hellblau-weiß gestreift" }] } : line,
    ),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole("button", { name: /^Entfernen/ })[0]!);
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, [
      "Bügelfreies Businesshemd aus Baumwollpopeline mit Haifischkragen",
      "Von diesem Produkt sind nur noch 3 Stück verfügbar",
      "Ändern oder entfernen Sie die markierten Produkte, um zur Kasse zu gehen",
    ]);
  },
};
