import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AddressForm } from "./AddressForm";
import { AddressFormModal } from "./AddressFormModal";

const COUNTRIES = [
  { value: "NL", label: "Netherlands" },
  { value: "DE", label: "Germany" },
];
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));

describe("AddressForm (commerce-core.md §3 address form shape; presentation-content.md §3 labels, §5)", () => {
  it("emits the form shape, trimmed: street, house number, addition, postcode, city, country, type, default", () => {
    const onSubmit = vi.fn();
    render(<AddressForm countries={COUNTRIES} defaultCountry="NL" onSubmit={onSubmit} />);
    type(/^Street/, " Keizersgracht ");
    type(/^House number/, "12");
    type(/^Addition/, "A ");
    type(/^Postcode/, "1015 CJ");
    type(/^City/, "Amsterdam");
    fireEvent.click(screen.getByRole("radio", { name: "Shipping address" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Use as default address" }));
    save();
    expect(onSubmit).toHaveBeenCalledWith({
      streetAddress: "Keizersgracht",
      apartmentNumber: "12",
      affix: "A",
      zipCode: "1015 CJ",
      city: "Amsterdam",
      country: "NL",
      address_type: "SHIPPING",
      is_default: true,
    });
  });

  it("starts a new address as a DELIVERY address, not the default", () => {
    render(<AddressForm countries={COUNTRIES} onSubmit={vi.fn()} />);
    expect(screen.getByRole("radio", { name: "Delivery address" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Use as default address" })).not.toBeChecked();
  });

  it("shows the §5 messages on Save, the country's too, and focuses the street", () => {
    const onSubmit = vi.fn();
    render(<AddressForm countries={COUNTRIES} onSubmit={onSubmit} />);
    type(/^Postcode/, "10");
    save();
    expect(field(/^Street/)).toHaveAccessibleDescription("Field is required.");
    expect(field(/^Postcode/)).toHaveAccessibleDescription("Zip code must have at least 3 letters.");
    expect(field(/^Addition/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveAccessibleDescription("Field is required.");
    expect(field(/^Street/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("edits an address: its values filled in", () => {
    const address = { streetAddress: "Hauptstraße", apartmentNumber: "5", affix: "", zipCode: "10115", city: "Berlin", country: "DE", is_default: true, address_type: "SHIPPING" as const };
    render(<AddressForm countries={COUNTRIES} initial={address} onSubmit={vi.fn()} />);
    expect(field(/^Street/)).toHaveValue("Hauptstraße");
    expect(screen.getByRole("combobox", { name: "Country" })).toHaveTextContent("Germany");
    expect(screen.getByRole("radio", { name: "Shipping address" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Use as default address" })).toBeChecked();
  });
});

describe("AddressFormModal (commerce-core.md §2 account addresses modal)", () => {
  it("is titled by what it does and closes on Cancel", () => {
    const onClose = vi.fn();
    const { rerender } = render(<AddressFormModal countries={COUNTRIES} onSubmit={vi.fn()} onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Add address" })).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <AddressFormModal
        countries={COUNTRIES}
        initial={{ streetAddress: "Keizersgracht", apartmentNumber: "12", affix: "", zipCode: "1015 CJ", city: "Amsterdam", country: "NL", is_default: false, address_type: "DELIVERY" }}
        onSubmit={vi.fn()}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole("dialog", { name: "Edit address" })).toBeVisible();
  });
});
