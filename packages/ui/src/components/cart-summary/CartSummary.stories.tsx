import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { cartSegments } from "../../fixtures/cart";
import { padded } from "../../fixtures/story-frame";
import { CartSummary } from "./CartSummary";

const meta = {
  title: "Cart/Cart summary",
  component: CartSummary,
  args: { segments: cartSegments() },
  decorators: [padded(380)],
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("term")
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

/** The platform sent grand total, subtotal, tax, discount, shipping: shown subtotal, shipping, discount (negative), incl. tax, total. */
export const Totals: Story = {
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual(["Subtotal €219.80", "Shipping cost €4.95", "Discount -€21.04", "Incl. tax €35.36", "Total €203.76"]);
    const total = canvasElement.querySelector<HTMLElement>("[data-code=grand_total]")!;
    await expect(getComputedStyle(total).fontWeight).toBe("700");
    await expect(within(canvasElement).getByRole("heading", { name: "Order summary" })).toBeVisible();
  },
};

/** A platform that sends the discount as a positive amount: still shown as a deduction. */
export const PositiveDiscount: Story = {
  args: { segments: [{ code: "subtotal", title: "Subtotal", value: "€100.00" }, { code: "discount", title: "Discount", value: "€10.00" }, { code: "grand_total", title: "Grand Total", value: "€90.00" }] },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual(["Subtotal €100.00", "Discount -€10.00", "Total €90.00"]);
  },
};

/** A platform's own segment shows with its title, before tax and total. */
export const PlatformSegment: Story = {
  args: { segments: [...cartSegments("en-US", { discount: false }), { code: "cod_fee", title: "Cash on delivery fee", value: "€2.50" }] },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual(["Subtotal €219.80", "Shipping cost €4.95", "Cash on delivery fee €2.50", "Incl. tax €35.36", "Total €224.80"]);
  },
};

export const Updating: Story = {
  args: { updating: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toHaveAttribute("aria-busy", "true");
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { segments: cartSegments("nl-NL") },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual(["Subtotaal € 219,80", "Verzendkosten € 4,95", "Korting -€ 21,04", "Waarvan btw € 35,36", "Totaal € 203,76"]);
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { segments: cartSegments("de-DE") },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual(["Zwischensumme 219,80 €", "Versandkosten 4,95 €", "Rabatt -21,04 €", "Enthaltene MwSt. 35,36 €", "Gesamt 203,76 €"]);
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { segments: cartSegments("fr-FR") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Récapitulatif" })).toBeVisible();
    await expect(rows(canvasElement).at(-1)).toBe("Total 203,76 €");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
};
