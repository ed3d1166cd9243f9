import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { loyaltyCoupons, loyaltyTransactions } from "../../fixtures/account";
import { TextProvider } from "../../text/text-context";
import { LoyaltyCard, type LoyaltyCardProps } from "./LoyaltyCard";

const props = (change: Partial<LoyaltyCardProps> = {}): LoyaltyCardProps => ({
  points: 1030,
  cardNumber: "6012 3456 7890",
  balance: "€10.30",
  coupons: loyaltyCoupons(),
  transactions: loyaltyTransactions(),
  ...change,
});

describe("LoyaltyCard (commerce-core.md §3 Loyalty, §7 transaction list)", () => {
  it("shows the points balance, its value and the card number", () => {
    render(<LoyaltyCard {...props()} />);
    expect(screen.getByText("Points balance").parentElement).toHaveTextContent("Points balance1,030");
    expect(screen.getByText("€10.30")).toBeVisible();
    expect(screen.getByText("6012 3456 7890")).toBeVisible();
  });

  it("lists the personal coupons with code, discount and end date", () => {
    render(<LoyaltyCard {...props()} />);
    const coupons = within(screen.getByRole("region", { name: "Personal coupons" })).getAllByRole("listitem");
    expect(coupons).toHaveLength(2);
    expect(coupons[0]).toHaveTextContent("LOYAL-5EUR-7QX2");
    expect(coupons[0]).toHaveTextContent("Valid until 23:59 31/12/2026");
    expect(coupons[1]).toHaveTextContent("15%");
    expect(coupons[1]).not.toHaveTextContent("Valid until");
  });

  it("lists the transactions with signed points", () => {
    render(<LoyaltyCard {...props()} />);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(["Points", "+220", "-500", "+1,310"]);
  });

  it("prints the numbers in the shopper's locale", () => {
    render(
      <TextProvider t={(key) => key} locale="de-DE">
        <LoyaltyCard {...props()} />
      </TextProvider>,
    );
    expect(screen.getByText("1.030")).toBeVisible();
    expect(screen.getByText("+1.310")).toBeVisible();
  });

  it.each([
    ["no coupons", { coupons: [] }, "You have no personal coupons at the moment."],
    ["no transactions", { transactions: [] }, "You have no transactions yet."],
    ["loading", { loading: true, points: null }, "Loading…"],
    ["failed", { failed: true, points: null }, "Can't fetch data, please try again later"],
  ])("says so with %s", (_state, change, text) => {
    render(<LoyaltyCard {...props(change)} />);
    expect(screen.getByText(text)).toBeVisible();
  });

  it("tries again when asked after a failure", () => {
    const onRetry = vi.fn();
    render(<LoyaltyCard {...props({ failed: true, onRetry })} />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
