import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ACCOUNT_ADDRESSES, ACCOUNT_COUNTRY_KEYS, LONG_ACCOUNT_ADDRESS } from "../../fixtures/account";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { useTranslate } from "../../text/text-context";
import { AddressFormModal } from "../address-form/AddressFormModal";
import type { AddressFormValues } from "../address-form/rules/address-form-rules";
import { AddressList, type AccountAddress, type AddressListProps } from "./AddressList";

/** The profile page as the app wires it: the list, and the address form modal opened by Add and Edit. */
function AddressBook(props: AddressListProps) {
  const t = useTranslate();
  const countries = props.countries.map((country) => ({ ...country, label: t(country.label) }));
  const [addresses, setAddresses] = useState(props.addresses);
  const [editing, setEditing] = useState<AccountAddress | "new" | null>(null);
  const save = (values: AddressFormValues) => {
    setAddresses((current) => {
      // One default per type, as @shop/user's addressesWith sends them.
      const demoted = current.map((address) => (values.is_default && address.address_type === values.address_type ? { ...address, is_default: false } : address));
      return editing === "new" || editing === null ? [...demoted, { ...values, id: String(current.length + 100) }] : demoted.map((address) => (address.id === editing.id ? { ...values, id: address.id } : address));
    });
    setEditing(null);
  };
  return (
    <>
      <AddressList
        {...props}
        countries={countries}
        addresses={addresses}
        onAdd={() => {
          props.onAdd();
          setEditing("new");
        }}
        onEdit={(id) => {
          props.onEdit(id);
          setEditing(addresses.find((address) => address.id === id) ?? null);
        }}
        onRemove={(id) => {
          props.onRemove(id);
          setAddresses((current) => current.filter((address) => address.id !== id));
        }}
      />
      {editing && (
        <AddressFormModal
          countries={countries}
          defaultCountry="NL"
          initial={editing === "new" ? undefined : editing}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

const meta = {
  title: "Account/Address list",
  component: AddressList,
  render: (args) => <AddressBook {...args} />,
  args: { addresses: ACCOUNT_ADDRESSES, countries: ACCOUNT_COUNTRY_KEYS, onAdd: fn(), onEdit: fn(), onRemove: fn(), onRetry: fn() },
  decorators: [padded(960)],
} satisfies Meta<typeof AddressList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Addresses: Story = {};

/** Add an address through the modal, make it the default, then remove another. */
export const ManageAddresses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add address" }));
    const modal = within(canvas.getByRole("dialog", { name: "Add address" }));
    await userEvent.type(modal.getByLabelText(/^Street/), "Damrak");
    await userEvent.type(modal.getByLabelText(/^House number/), "1");
    await userEvent.type(modal.getByLabelText(/^Postcode/), "1012 LG");
    await userEvent.type(modal.getByLabelText(/^City/), "Amsterdam");
    await userEvent.click(modal.getByRole("checkbox", { name: "Use as default address" }));
    await userEvent.click(modal.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    const cards = canvas.getAllByRole("listitem");
    await expect(cards).toHaveLength(3);
    await expect(cards[2]).toHaveTextContent("Default address");
    await expect(cards[0]).not.toHaveTextContent("Default address");

    await userEvent.click(canvas.getByRole("button", { name: /^Remove ?: Coolsingel 40$/ }));
    await expect(canvas.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(canvas.getByRole("group", { name: "Are you sure you want to remove this address?" })).getByRole("button", { name: "Remove" }));
    await expect(args.onRemove).toHaveBeenCalledWith("12");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    // Focus that fell with the removed card lands on 'Add address'.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Add address" })).toHaveFocus());
  },
};

export const EditOpensTheModal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /^Edit ?: Keizersgracht 12 A$/ }));
    await expect(args.onEdit).toHaveBeenCalledWith("11");
    await expect(within(canvas.getByRole("dialog", { name: "Edit address" })).getByLabelText(/^Street/)).toHaveValue("Keizersgracht");
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("You have not saved any addresses yet.")).toBeVisible();
  },
};

export const Loading: Story = {
  render: (args) => <AddressList {...args} />,
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const FetchFailed: Story = {
  render: (args) => <AddressList {...args} />,
  args: { failed: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(within(canvasElement).getByRole("alert")).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Saving: Story = {
  render: (args) => <AddressList {...args} />,
  args: { pendingId: "11" },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Verzendgegevens" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")[0]).toHaveTextContent("Standaardadres");
    await expect(canvas.getAllByRole("listitem")[0]).toHaveTextContent("Nederland");
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /^Entfernen ?: Coolsingel 40$/ }));
    await expect(within(canvasElement).getByText("Möchten Sie diese Adresse wirklich entfernen?")).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Vous n'avez encore enregistré aucune adresse.")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /^Remove ?: Coolsingel 40$/ }));
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { addresses: [LONG_ACCOUNT_ADDRESS] },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Versandadresse", "Standardadresse"]);
  },
};
