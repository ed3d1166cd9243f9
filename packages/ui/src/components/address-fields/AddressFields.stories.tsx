import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { COUNTRY_KEYS, LONG_ADDRESS, SAVED_ADDRESS } from "../../fixtures/checkout";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { useTranslate } from "../../text/text-context";
import { AddressFields } from "./AddressFields";
import { EMPTY_ADDRESS, validateAddress, type AddressValues } from "./rules/address";

interface OwnerProps {
  initial: AddressValues;
  section: "shipping" | "billing";
  /** Every message shows at once (as after a refused submit). */
  showAll?: boolean;
}

/** A form owning the values: messages show once a field is left (or all at once). */
function AddressOwner({ initial, section, showAll = false }: OwnerProps) {
  const t = useTranslate();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof AddressValues, boolean>>>({});
  const errors = validateAddress(values, { billing: section === "billing" });
  return (
    <AddressFields
      section={section}
      values={values}
      countries={COUNTRY_KEYS.map((country) => ({ ...country, label: t(country.label) }))}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onBlur={(field) => setTouched((current) => ({ ...current, [field]: true }))}
      errorOf={(field) => ((showAll || touched[field]) && errors[field]) || null}
    />
  );
}

const meta = {
  title: "Checkout/Address fields",
  component: AddressOwner,
  args: { initial: EMPTY_ADDRESS, section: "shipping" },
  decorators: [padded(760)],
} satisfies Meta<typeof AddressOwner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** presentation-content.md §3 labels; the required ones marked; a message once a field is left. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["First name", "Last name", "Street", "House number", "Addition", "Postcode", "City", "Phone"]) {
      await expect(canvas.getByRole("textbox", { name })).toBeVisible();
    }
    await expect(canvas.getByRole("textbox", { name: "Street" })).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: "Addition" })).not.toBeRequired();
    await expect(canvas.queryByRole("textbox", { name: "Company name" })).toBeNull();
    await userEvent.click(canvas.getByRole("textbox", { name: "Postcode" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Postcode" }), "10");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toHaveAccessibleDescription("Zip code must have at least 3 letters.");
    // Autofill keeps shipping and billing apart.
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toHaveAttribute("autocomplete", "section-shipping shipping postal-code");
  },
};

export const Filled: Story = { args: { initial: SAVED_ADDRESS } };

export const AllErrors: Story = {
  args: { showAll: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Field is required.")).toHaveLength(7);
    await expect(canvas.getByRole("combobox", { name: "Country" })).toHaveAccessibleDescription("Field is required.");
  },
};

/** The payment details' address: company name and tax ID too (tax ID at least 3 letters when given). */
export const Billing: Story = {
  args: { section: "billing", initial: { ...SAVED_ADDRESS, company: "Shop BV", taxId: "NL" }, showAll: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Company name" })).toHaveValue("Shop BV");
    await expect(canvas.getByRole("textbox", { name: "Tax ID" })).toHaveAccessibleDescription("Tax ID must have at least 3 letters.");
  },
};

/** The state is asked for the United States only. */
export const UnitedStates: Story = {
  args: { initial: { ...SAVED_ADDRESS, country: "NL" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("textbox", { name: "State/Province" })).toBeNull();
    await userEvent.click(canvas.getByRole("combobox", { name: "Country" }));
    await userEvent.click(canvas.getByRole("option", { name: "United States" }));
    await expect(canvas.getByRole("textbox", { name: "State/Province" })).toBeRequired();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { showAll: true },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { initial: SAVED_ADDRESS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Huisnummer" })).toHaveValue("12");
    await expect(canvas.getByRole("textbox", { name: "Toevoeging" })).toHaveValue("A");
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { showAll: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("Dieses Feld ist ein Pflichtfeld.")).toHaveLength(7);
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { section: "billing", initial: SAVED_ADDRESS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Complément" })).toHaveValue("A");
  },
};

/** A long German billing address at 320 px: nothing overflows, the labels show whole. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { section: "billing", initial: LONG_ADDRESS, showAll: true },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Firmenname", "Steuernummer"]);
  },
};
