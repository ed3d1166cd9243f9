import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { COUNTRY_KEYS, LONG_ADDRESS, paymentMethods } from "../../fixtures/checkout";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { useLocale, useTranslate } from "../../text/text-context";
import { PaymentStep, type PaymentStepProps } from "./PaymentStep";

/** The provider's hosted card fields stand in as a plain box (its own frame in the shop). */
const cardFields = (
  <div className="shop-form-field" style={{ padding: 12, border: "1px dashed #767676" }}>
    <span>•••• •••• •••• ••••</span>
  </div>
);

/** Countries translated and methods priced in the story's language, as the storefront passes them. */
function PaymentOwner(props: PaymentStepProps) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <PaymentStep
      {...props}
      countries={props.countries.map((country) => ({ ...country, label: t(country.label) }))}
      methods={props.methods.length > 0 ? paymentMethods(locale, cardFields) : []}
    />
  );
}

const meta = {
  title: "Checkout/Payment step",
  component: PaymentStep,
  render: (args) => <PaymentOwner {...args} />,
  args: {
    shippingAddressLines: ["Ann de Vries", "Keizersgracht 12 A", "1015 CJ Amsterdam", "Netherlands"],
    countries: COUNTRY_KEYS,
    methods: paymentMethods(),
    onMethodChange: fn(),
    onSubmit: fn(),
  },
  decorators: [padded(760)],
} satisfies Meta<typeof PaymentStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** iDEAL (the default) asks for the bank; the choice goes out as paymentMethodAdditional.issuer. */
export const Ideal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Keizersgracht 12 A")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: /iDEAL/ })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    const bank = canvas.getByRole("combobox", { name: "Choose your bank" });
    await expect(bank).toHaveAccessibleDescription("Field is required.");
    await expect(bank).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(bank);
    await userEvent.click(canvas.getByRole("option", { name: "Rabobank" }));
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ sameAsShipping: true, billingAddress: null, paymentMethod: "ideal", paymentMethodAdditional: { issuer: "RABONL2U" } });
  },
};

/** Card: the provider's fields show while chosen; Riverty shows its terms and cost. */
export const CardAndRiverty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: /Credit card/ }));
    await expect(args.onMethodChange).toHaveBeenCalledWith("scheme");
    await expect(canvas.getByText("•••• •••• •••• ••••")).toBeVisible();
    await expect(canvas.queryByRole("combobox", { name: "Choose your bank" })).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: /Riverty/ }));
    await expect(canvas.getByRole("radio", { name: /Riverty/ })).toHaveAccessibleName(/Pay in 14 days/);
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ sameAsShipping: true, billingAddress: null, paymentMethod: "riverty", paymentMethodAdditional: {} });
  },
};

/** Another billing address: its form with company and tax ID, checked on Continue. */
export const OtherBillingAddress: Story = {
  args: { selectedMethod: "scheme" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "My billing address is the same as my shipping address" }));
    await expect(canvas.getByRole("textbox", { name: "Company name" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByRole("textbox", { name: "First name" })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MethodsLoading: Story = { args: { methodsLoading: true } };

export const NoMethods: Story = {
  args: { methods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("group", { name: "Payment method" })).toHaveAccessibleDescription("No payment methods are available");
  },
};

export const Submitting: Story = {
  args: { selectedMethod: "scheme", submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Continue" })).toHaveAttribute("aria-busy", "true");
  },
};

export const ServerError: Story = {
  args: { selectedMethod: "scheme", error: "Payment failed" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Payment failed");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Kies je bank" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Mijn factuuradres is hetzelfde als mijn verzendadres" })).toBeChecked();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("group", { name: "Zahlungsart" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { initialSameAsShipping: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Numéro fiscal" })).toBeVisible();
  },
};

/** A long German billing address at 320 px with the bank list open. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { initialSameAsShipping: false, initialBillingAddress: LONG_ADDRESS },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Meine Rechnungsadresse entspricht meiner Lieferadresse"]);
  },
};
