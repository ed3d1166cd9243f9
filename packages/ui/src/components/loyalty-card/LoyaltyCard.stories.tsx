import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { loyaltyCoupons, loyaltyTransactions } from "../../fixtures/account";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { LoyaltyCard } from "./LoyaltyCard";

const meta = {
  title: "Account/Loyalty card",
  component: LoyaltyCard,
  args: { points: 1030, cardNumber: "6012 3456 7890", balance: "€10.30", coupons: loyaltyCoupons(), transactions: loyaltyTransactions(), onRetry: fn() },
  decorators: [padded(960)],
} satisfies Meta<typeof LoyaltyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1,030")).toBeVisible();
    await expect(within(canvas.getByRole("region", { name: "Personal coupons" })).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(canvas.getByRole("table")).getByText("-500")).toBeVisible();
  },
};

export const NothingYet: Story = {
  args: { points: 0, balance: undefined, coupons: [], transactions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You have no personal coupons at the moment.")).toBeVisible();
    await expect(canvas.getByText("You have no transactions yet.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { points: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const FetchFailed: Story = {
  args: { points: null, failed: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { balance: "€ 10,30", coupons: loyaltyCoupons("nl-NL"), transactions: loyaltyTransactions("nl-NL") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Klantenkaart" })).toBeVisible();
    await expect(canvas.getByText("1.030")).toBeVisible();
    await expect(canvas.getByText("+1.310")).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { balance: "10,30 €", coupons: loyaltyCoupons("de-DE"), transactions: loyaltyTransactions("de-DE") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("columnheader", { name: "Punkte" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { balance: "10,30 €", coupons: loyaltyCoupons("fr-FR"), transactions: loyaltyTransactions("fr-FR") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Bons de réduction personnels" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: {
    points: 1234567,
    balance: "12.345,67 €",
    coupons: [{ code: "TREUEBONUS-HERBST-2026-XK7Q-9M3P", discount: "15 %", description: "Treuebonus auf Ihre nächste Bestellung von Anzügen und Sakkos", validUntil: "31-12-2026" }],
    transactions: [{ id: "1", date: "27-11-2026", description: "Bestellung 000000999: Bügelfreies Businesshemd aus Baumwollpopeline", points: 12345 }],
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["TREUEBONUS-HERBST-2026-XK7Q-9M3P", "Bestellung 000000999: Bügelfreies Businesshemd aus Baumwollpopeline"]);
  },
};
