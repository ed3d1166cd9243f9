import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SAVED_ADDRESS, shippingMethods } from "../../fixtures/checkout";
import { ShippingStep, type ShippingStepProps } from "./ShippingStep";

const countries = [{ value: "NL", label: "Netherlands" }];
const base = (props: Partial<ShippingStepProps> = {}): ShippingStepProps => ({
  initialAddress: SAVED_ADDRESS,
  countries,
  addressSaved: true,
  onSaveAddress: vi.fn(),
  methods: shippingMethods(),
  onSubmit: vi.fn(),
  ...props,
});
const methods = () => screen.getByRole("group", { name: "Shipping method" });

describe("ShippingStep (commerce-core.md §5 shipping methods, presentation-content.md §5 address saved first)", () => {
  it("offers the available methods with the default chosen and sends the address with the method", () => {
    const props = base();
    render(<ShippingStep {...props} />);
    expect(screen.getAllByRole("radio").map((radio) => (radio as HTMLInputElement).value)).toEqual(["postnl_standard", "dhl_express", "pickup_store"]);
    expect(screen.getByRole("radio", { name: /Next-day delivery/ })).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(props.onSubmit).toHaveBeenCalledWith({ address: SAVED_ADDRESS, shippingMethod: "dhl_express" });
  });

  it("falls back to the default when the cart's method is no longer offered", () => {
    render(<ShippingStep {...base({ selectedMethod: "postnl_evening" })} />);
    expect(screen.getByRole("radio", { name: /Next-day delivery/ })).toBeChecked();
  });

  it("takes the methods away while the address is edited, and refuses Continue until it is saved", () => {
    const props = base();
    render(<ShippingStep {...props} />);
    fireEvent.change(screen.getByRole("textbox", { name: "City" }), { target: { value: "Utrecht" } });
    expect(methods()).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(methods()).toHaveAccessibleDescription("Please save the address before choosing a shipping method.");
    expect(screen.getByRole("alert")).toHaveTextContent("Please fix the validation errors");
    fireEvent.click(screen.getByRole("button", { name: "Save address" }));
    expect(props.onSaveAddress).toHaveBeenCalledWith({ ...SAVED_ADDRESS, city: "Utrecht" });
    expect(methods()).toBeEnabled();
    // Another edit after the save takes them away again.
    fireEvent.change(screen.getByRole("textbox", { name: "City" }), { target: { value: "Amsterdam" } });
    expect(methods()).toBeDisabled();
  });

  it("does not save an invalid address", () => {
    const props = base({ initialAddress: { ...SAVED_ADDRESS, zipCode: "10" }, addressSaved: false });
    render(<ShippingStep {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Save address" }));
    expect(props.onSaveAddress).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Postcode" })).toHaveAccessibleDescription("Zip code must have at least 3 letters.");
    expect(screen.getByRole("textbox", { name: "Postcode" })).toHaveFocus();
  });
});
