import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ACCOUNT_ADDRESSES, ACCOUNT_COUNTRY_KEYS, LONG_ACCOUNT_ADDRESS } from "../../fixtures/account";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { useTranslate } from "../../text/text-context";
import { AddressFormModal, type AddressFormModalProps } from "./AddressFormModal";

/** The account addresses modal as the app opens it: countries translated, saving takes 300 ms. */
function AddressModalOwner(props: AddressFormModalProps) {
  const t = useTranslate();
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(true);
  if (!open) return <p>{"Closed"}</p>;
  return (
    <AddressFormModal
      {...props}
      countries={props.countries.map((country) => ({ ...country, label: t(country.label) }))}
      pending={pending || props.pending === true}
      onClose={() => {
        props.onClose();
        setOpen(false);
      }}
      onSubmit={(address) => {
        props.onSubmit(address);
        setPending(true);
        setTimeout(() => setOpen(false), 300);
      }}
    />
  );
}

const { id: _id, ...EDITED } = ACCOUNT_ADDRESSES[0]!;
const { id: _longId, ...LONG } = LONG_ACCOUNT_ADDRESS;

const meta = {
  title: "Account/Address form modal",
  component: AddressFormModal,
  render: (args) => <AddressModalOwner {...args} />,
  args: { countries: ACCOUNT_COUNTRY_KEYS, defaultCountry: "NL", onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof AddressFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole("dialog"));

/** A new address: typed, another country and type chosen, saved in the §3 form shape. */
export const AddAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = dialog(canvasElement);
    await expect(within(canvasElement).getByRole("dialog")).toHaveAccessibleName("Add address");
    await userEvent.type(modal.getByLabelText(/^Street/), "Hauptstraße");
    await userEvent.type(modal.getByLabelText(/^House number/), "5");
    await userEvent.type(modal.getByLabelText(/^Postcode/), "10115");
    await userEvent.type(modal.getByLabelText(/^City/), "Berlin");
    await userEvent.click(modal.getByRole("combobox", { name: "Country" }));
    await userEvent.click(modal.getByRole("option", { name: "Germany" }));
    await userEvent.click(modal.getByRole("radio", { name: "Shipping address" }));
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      streetAddress: "Hauptstraße",
      apartmentNumber: "5",
      affix: "",
      zipCode: "10115",
      city: "Berlin",
      country: "DE",
      is_default: false,
      address_type: "SHIPPING",
    });
    await waitFor(() => expect(within(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const EditAddress: Story = {
  args: { initial: EDITED },
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    await expect(within(canvasElement).getByRole("dialog")).toHaveAccessibleName("Edit address");
    await expect(modal.getByLabelText(/^Addition/)).toHaveValue("A");
    await expect(modal.getByRole("checkbox", { name: "Use as default address" })).toBeChecked();
  },
};

/** Save with nothing typed: presentation-content.md §5 'Field is required.' and the postcode length. */
export const ValidationMessages: Story = {
  args: { defaultCountry: "" },
  play: async ({ canvasElement, args }) => {
    const modal = dialog(canvasElement);
    await userEvent.type(modal.getByLabelText(/^Postcode/), "10");
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await expect(modal.getByLabelText(/^Street/)).toHaveAccessibleDescription("Field is required.");
    await expect(modal.getByLabelText(/^Postcode/)).toHaveAccessibleDescription("Zip code must have at least 3 letters.");
    await expect(modal.getByRole("combobox", { name: "Country" })).toHaveAccessibleDescription("Field is required.");
    await expect(modal.getByLabelText(/^Street/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { initial: EDITED, pending: true },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByRole("button", { name: "Save" })).toHaveAttribute("aria-busy", "true");
  },
};

export const ServerError: Story = {
  args: { initial: EDITED, error: "Can't fetch data, please try again later" },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByRole("alert")).toHaveTextContent("Can't fetch data, please try again later");
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { initial: EDITED },
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    await expect(within(canvasElement).getByRole("dialog")).toHaveAccessibleName("Adres wijzigen");
    await expect(modal.getByRole("radio", { name: "Afleveradres" })).toBeChecked();
    await expect(modal.getByRole("combobox", { name: "Land" })).toHaveTextContent("Nederland");
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    await expect(within(canvasElement).getByRole("dialog")).toHaveAccessibleName("Adresse hinzufügen");
    await expect(modal.getByRole("group", { name: "Adressart" })).toHaveTextContent("LieferadresseVersandadresse");
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    const modal = dialog(canvasElement);
    await userEvent.click(modal.getByRole("button", { name: "Enregistrer" }));
    await expect(modal.getByLabelText(/^Rue/)).toHaveAccessibleDescription("Ce champ est obligatoire.");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { initial: EDITED },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** A long German street, addition and city at 320 px, every message showing. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { initial: { ...LONG, zipCode: "10" } },
  play: async ({ canvasElement }) => {
    await userEvent.click(dialog(canvasElement).getByRole("button", { name: "Speichern" }));
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Die Postleitzahl muss mindestens 3 Zeichen haben.", "Als Standardadresse verwenden"]);
  },
};
