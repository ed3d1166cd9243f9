import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { COUNTRY_KEYS, LONG_ADDRESS, SAVED_ADDRESS, shippingMethods } from "../../fixtures/checkout";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { useLocale, useTranslate } from "../../text/text-context";
import { ShippingStep, type ShippingStepProps } from "./ShippingStep";

/** What the storefront wires: saving the address saves it and fetches the methods for it. */
function ShippingOwner(props: ShippingStepProps) {
  const t = useTranslate();
  const locale = useLocale();
  const [saved, setSaved] = useState(props.addressSaved);
  return (
    <ShippingStep
      {...props}
      countries={props.countries.map((country) => ({ ...country, label: t(country.label) }))}
      addressSaved={saved}
      methods={saved && props.methods.length > 0 ? shippingMethods(locale) : []}
      onSaveAddress={(address) => {
        props.onSaveAddress(address);
        setSaved(true);
      }}
    />
  );
}

const meta = {
  title: "Checkout/Shipping step",
  component: ShippingStep,
  render: (args) => <ShippingOwner {...args} />,
  args: {
    initialAddress: { firstName: "Ann", lastName: "de Vries", country: "NL" },
    countries: COUNTRY_KEYS,
    addressSaved: false,
    methods: shippingMethods(),
    onSaveAddress: fn(),
    onMethodChange: fn(),
    onSubmit: fn(),
  },
  decorators: [padded(760)],
} satisfies Meta<typeof ShippingStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Address must be saved before choosing a shipping method": the methods wait, Continue says so. */
export const NewAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const methods = canvas.getByRole("group", { name: "Shipping method" });
    await expect(methods).toBeDisabled();
    await expect(methods).toHaveAccessibleDescription("Please save the address before choosing a shipping method.");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Please fix the validation errors");
    await expect(canvas.getByRole("textbox", { name: "Street" })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("textbox", { name: "Street" }), "Keizersgracht");
    await userEvent.type(canvas.getByRole("textbox", { name: "House number" }), "12");
    await userEvent.type(canvas.getByRole("textbox", { name: "Postcode" }), "1015 CJ");
    await userEvent.type(canvas.getByRole("textbox", { name: "City" }), "Amsterdam");
    await userEvent.click(canvas.getByRole("button", { name: "Save address" }));
    await expect(args.onSaveAddress).toHaveBeenCalledWith(expect.objectContaining({ streetAddress: "Keizersgracht", apartmentNumber: "12", country: "NL" }));
    // Unavailable evening delivery hidden; the default (DHL) chosen.
    await expect(canvas.getAllByRole("radio")).toHaveLength(3);
    await expect(canvas.getByRole("radio", { name: /Next-day delivery/ })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: /Pick up in store/ }));
    await expect(args.onMethodChange).toHaveBeenCalledWith("pickup_store");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ address: expect.objectContaining({ city: "Amsterdam" }), shippingMethod: "pickup_store" });
  },
};

/** A saved address: methods at once; an edit takes them away again until it is saved. */
export const SavedAddress: Story = {
  args: { initialAddress: SAVED_ADDRESS, addressSaved: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Save address" })).toBeNull();
    await expect(canvas.getByRole("group", { name: "Shipping method" })).toBeEnabled();
    await userEvent.type(canvas.getByRole("textbox", { name: "City" }), "-Zuid");
    await expect(canvas.getByRole("group", { name: "Shipping method" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByRole("group", { name: "Shipping method" })).toHaveAccessibleDescription("Please save the address before choosing a shipping method.");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Please fix the validation errors");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Methods are being asked for the saved address: a spinner in their place. */
export const MethodsLoading: Story = {
  args: { initialAddress: SAVED_ADDRESS, addressSaved: true, methodsLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("radio")).toBeNull();
    await expect(canvasElement.querySelector(".shop-shipping-step__methods")).toHaveAttribute("aria-busy", "true");
  },
};

/** No method ships to the country. */
export const NoMethods: Story = {
  args: { initialAddress: { ...SAVED_ADDRESS, country: "US", state: "NY" }, addressSaved: true, methods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("group", { name: "Shipping method" })).toHaveAccessibleDescription("No shipping methods are available for this country");
  },
};

export const Submitting: Story = {
  args: { initialAddress: SAVED_ADDRESS, addressSaved: true, submitting: true },
};

export const ServerError: Story = {
  args: { initialAddress: SAVED_ADDRESS, addressSaved: true, error: "Something went wrong with the order" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Something went wrong with the order");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { initialAddress: SAVED_ADDRESS, addressSaved: true },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { initialAddress: SAVED_ADDRESS, addressSaved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("group", { name: "Verzendmethode" })).toBeEnabled();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("group", { name: "Versandart" })).toHaveAccessibleDescription("Bitte speichern Sie die Adresse, bevor Sie eine Versandart wählen.");
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { initialAddress: SAVED_ADDRESS, addressSaved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("group", { name: "Mode de livraison" })).toBeEnabled();
  },
};

/** A long German address and the long method message at 320 px. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { initialAddress: LONG_ADDRESS },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Bitte speichern Sie die Adresse, bevor Sie eine Versandart wählen."]);
  },
};
