import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { paymentMethods, SAVED_ADDRESS } from "../../fixtures/checkout";
import { PaymentStep, type PaymentStepProps } from "./PaymentStep";

const base = (props: Partial<PaymentStepProps> = {}): PaymentStepProps => ({
  countries: [{ value: "NL", label: "Netherlands" }],
  methods: paymentMethods(),
  onSubmit: vi.fn(),
  ...props,
});
const chooseBank = (label: string) => {
  const bank = screen.getByRole("combobox", { name: "Choose your bank" });
  fireEvent.keyDown(bank, { key: "Enter" });
  fireEvent.click(screen.getByRole("option", { name: label }));
};

describe("PaymentStep (commerce-core.md §3 paymentDetails, §5 default payment method)", () => {
  it("asks iDEAL's bank and sends it as paymentMethodAdditional.issuer", () => {
    const props = base();
    render(<PaymentStep {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("combobox", { name: "Choose your bank" })).toHaveAccessibleDescription("Field is required.");
    chooseBank("ING");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(props.onSubmit).toHaveBeenCalledWith({ sameAsShipping: true, billingAddress: null, paymentMethod: "ideal", paymentMethodAdditional: { issuer: "INGBNL2A" } });
  });

  it("checks and sends a billing address of its own, tax ID included", () => {
    const props = base({ selectedMethod: "scheme", initialSameAsShipping: false, initialBillingAddress: { ...SAVED_ADDRESS, taxId: "NL" } });
    render(<PaymentStep {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("textbox", { name: "Tax ID" })).toHaveAccessibleDescription("Tax ID must have at least 3 letters.");
    fireEvent.change(screen.getByRole("textbox", { name: "Tax ID" }), { target: { value: "NL123" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(props.onSubmit).toHaveBeenCalledWith({ sameAsShipping: false, billingAddress: { ...SAVED_ADDRESS, taxId: "NL123" }, paymentMethod: "scheme", paymentMethodAdditional: {} });
  });

  it("ignores the billing form's errors once billing is the shipping address again", () => {
    const props = base({ selectedMethod: "riverty", initialSameAsShipping: false });
    render(<PaymentStep {...props} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "My billing address is the same as my shipping address" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(props.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sameAsShipping: true, billingAddress: null, paymentMethod: "riverty" }));
  });

  it("refuses a second press while submitting", () => {
    const props = base({ selectedMethod: "scheme", submitting: true });
    render(<PaymentStep {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(props.onSubmit).not.toHaveBeenCalled();
  });
});
