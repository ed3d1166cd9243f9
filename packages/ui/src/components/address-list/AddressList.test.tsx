import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ACCOUNT_ADDRESSES, ACCOUNT_COUNTRY_KEYS } from "../../fixtures/account";
import { AddressList, type AddressListProps } from "./AddressList";

const props = (change: Partial<AddressListProps> = {}): AddressListProps => ({
  addresses: ACCOUNT_ADDRESSES,
  countries: ACCOUNT_COUNTRY_KEYS,
  onAdd: vi.fn(),
  onEdit: vi.fn(),
  onRemove: vi.fn(),
  ...change,
});

describe("AddressList (commerce-core.md §3 Address)", () => {
  it("shows each address with its type, the default marked, and the country's name", () => {
    render(<AddressList {...props()} />);
    const [first, second] = screen.getAllByRole("listitem");
    expect(first).toHaveTextContent("Delivery address");
    expect(first).toHaveTextContent("Default address");
    expect(first).toHaveTextContent("Keizersgracht 12 A1015 CJ AmsterdamNetherlands");
    expect(second).toHaveTextContent("Shipping address");
    expect(second).not.toHaveTextContent("Default address");
  });

  it("asks before removing: the question opens on Cancel, Cancel goes back to Remove, Remove emits", () => {
    const onRemove = vi.fn();
    render(<AddressList {...props({ onRemove })} />);
    const remove = screen.getByRole("button", { name: /^Remove ?: Keizersgracht 12 A$/ });
    remove.focus();
    fireEvent.click(remove);
    const card = within(screen.getAllByRole("listitem")[0]!);
    expect(card.getByRole("group", { name: "Are you sure you want to remove this address?" })).toBeVisible();
    expect(card.getByRole("button", { name: "Cancel" })).toHaveFocus();
    fireEvent.click(card.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: /^Remove ?: Keizersgracht 12 A$/ })).toHaveFocus();
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: /^Remove ?: Keizersgracht 12 A$/ }));
    fireEvent.click(card.getByRole("button", { name: "Remove" }));
    expect(onRemove).toHaveBeenCalledWith("11");
  });

  it("moves focus that fell with a removed address to 'Add address'", () => {
    function Owner() {
      const [addresses, setAddresses] = useState(ACCOUNT_ADDRESSES);
      return <AddressList {...props({ addresses, onRemove: (id) => setAddresses((current) => current.filter((address) => address.id !== id)) })} />;
    }
    render(<Owner />);
    fireEvent.click(screen.getByRole("button", { name: /^Remove ?: Coolsingel 40$/ }));
    const card = within(screen.getAllByRole("listitem")[1]!);
    fireEvent.click(card.getByRole("button", { name: "Remove" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Add address" })).toHaveFocus();
  });

  it("emits Add and Edit, and refuses the busy address's buttons", () => {
    const onEdit = vi.fn();
    const onAdd = vi.fn();
    render(<AddressList {...props({ onEdit, onAdd, pendingId: "12" })} />);
    fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    fireEvent.click(screen.getByRole("button", { name: /^Edit ?: Keizersgracht 12 A$/ }));
    fireEvent.click(screen.getByRole("button", { name: /^Edit ?: Coolsingel 40$/ }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onEdit.mock.calls).toEqual([["11"]]);
    expect(screen.getAllByRole("listitem")[1]).toHaveAttribute("aria-busy", "true");
  });

  it.each([
    ["empty", { addresses: [] }, "You have not saved any addresses yet."],
    ["loading", { loading: true }, "Loading…"],
    ["failed", { failed: true }, "Can't fetch data, please try again later"],
  ])("says so when %s", (_state, change, text) => {
    render(<AddressList {...props(change)} />);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole("listitem")).toBeNull();
  });

  it("offers Try again after a failed fetch", () => {
    const onRetry = vi.fn();
    render(<AddressList {...props({ failed: true, onRetry })} />);
    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
