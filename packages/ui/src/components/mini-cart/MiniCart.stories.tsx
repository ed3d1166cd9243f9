import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { placeholderImage } from "../../fixtures/images";
import { expectNoHorizontalOverflow } from "../../fixtures/layout-checks";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { MiniCart, type MiniCartItem, type MiniCartProps } from "./MiniCart";

// Inline SVG stand-ins for product photos: no network in tests.
const photo = (color: string) => placeholderImage(color, { width: 210, height: 300 });

const items: MiniCartItem[] = [
  {
    id: "SH-1-M",
    name: "Oxford shirt",
    href: "/p/SH-1/oxford-shirt/SH-1-M/",
    image: { src: photo("#9db4d0"), alt: "Light blue oxford shirt" },
    options: [
      { label: "Color", value: "Light blue" },
      { label: "Size", value: "M" },
    ],
    qty: 1,
    price: "€ 59,95",
  },
  {
    id: "CH-2-32",
    name: "Slim fit chino with a very long product name that wraps over several lines",
    href: "/p/CH-2/chino/CH-2-32/",
    image: { src: photo("#c8b68e"), alt: "Sand chino" },
    options: [
      { label: "Color", value: "Sand" },
      { label: "Size", value: "32/34" },
    ],
    qty: 2,
    price: "€ 79,90",
    regularPrice: "€ 99,90",
  },
];

const meta = {
  title: "Sidebars/Mini cart",
  component: MiniCart,
  args: { open: true, items, subtotal: "€ 139,85", checkoutHref: "/checkout/", onRemove: fn(), onClose: fn() },
} satisfies Meta<typeof MiniCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
    await expect(within(dialog).getAllByRole("listitem")).toHaveLength(2);
    await expect(within(dialog).getByRole("link", { name: /checkout/i })).toHaveAttribute("href", "/checkout/");
  },
};

/** Product and checkout links go through the app's router (a spy, through LinkProvider). */
export const RoutedLinks: Story = {
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole("dialog"));
    await userEvent.click(dialog.getByRole("link", { name: "Oxford shirt" }));
    await userEvent.click(dialog.getByRole("link", { name: "Go to checkout" }));
    await expect(within(canvasElement).getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /p/SH-1/oxford-shirt/SH-1-M/, /checkout/");
  },
};

export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
    const [firstRemove] = within(dialog).getAllByRole("button", { name: /Remove/ });
    await userEvent.click(firstRemove!);
    await expect(args.onRemove).not.toHaveBeenCalled();
    const confirm = within(dialog).getByRole("group", { name: "Oxford shirt" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await expect(within(dialog).queryByRole("group")).toBeNull();
    await userEvent.click(within(dialog).getAllByRole("button", { name: /Remove/ })[0]!);
    await userEvent.click(within(within(dialog).getByRole("group")).getByRole("button", { name: "Remove" }));
    await expect(args.onRemove).toHaveBeenCalledWith("SH-1-M");
  },
};

/** The cart an app keeps: a confirmed removal drops the line (and reports it to the story's spy). */
function CartOwner(props: MiniCartProps) {
  const [lines, setLines] = useState(props.items);
  return (
    <MiniCart
      {...props}
      items={lines}
      onRemove={(id) => {
        setLines((current) => current.filter((line) => line.id !== id));
        props.onRemove(id);
      }}
    />
  );
}

/** Keyboard only: focus stays in the dialog while the question opens and closes and rows go. */
export const RemoveByKeyboardKeepsFocus: Story = {
  render: (args) => <CartOwner {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement).getByRole("dialog"));
    // Testing Library's name joins the visually hidden ": name" with a space.
    const rowRemove = (name: string) => dialog.getByRole("button", { name: new RegExp(`^Remove ?: ${name}$`) });
    rowRemove("Oxford shirt").focus();
    await userEvent.keyboard("{Enter}");
    // The question opens on its safe answer, which reads the question as its description.
    const cancel = within(dialog.getByRole("group", { name: "Oxford shirt" })).getByRole("button", { name: "Cancel" });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(cancel).toHaveAccessibleDescription("Are you sure you want to remove this product from your cart?");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(rowRemove("Oxford shirt")).toHaveFocus());
    // Ask again and confirm: focus moves to the next line's Remove.
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}{Enter}");
    await expect(args.onRemove).toHaveBeenCalledWith("SH-1-M");
    const chino = "Slim fit chino with a very long product name that wraps over several lines";
    await waitFor(() => expect(rowRemove(chino)).toHaveFocus());
    // The last line: focus lands on the empty cart's message.
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}{Enter}");
    await waitFor(() => expect(dialog.getByText("Your shopping cart is empty")).toHaveFocus());
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

export const Empty: Story = {
  args: { items: [], subtotal: "€ 0,00" },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
    await expect(within(dialog).queryByRole("list")).toBeNull();
    await userEvent.click(within(dialog).getAllByRole("button").at(-1)!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole("dialog", { name: "Warenkorb" }));
    await expect(dialog.getByRole("link", { name: "Zur Kasse gehen" })).toHaveAttribute("href", "/checkout/");
    await expect(dialog.getAllByText("Menge")).toHaveLength(2);
    await userEvent.click(dialog.getByRole("button", { name: /^Entfernen ?: Oxford shirt$/ }));
    await expect(dialog.getByRole("group", { name: "Oxford shirt" })).toHaveTextContent(
      "Möchten Sie dieses Produkt wirklich aus dem Warenkorb entfernen?EntfernenAbbrechen",
    );
  },
};

/** The cart an app keeps for quantities: a change is pending for a moment (the server's round trip), then the line has it. */
function QuantityOwner(props: MiniCartProps) {
  const [lines, setLines] = useState(props.items);
  return (
    <MiniCart
      {...props}
      items={lines}
      onQuantityChange={(id, qty) => {
        props.onQuantityChange?.(id, qty);
        setLines((current) => current.map((line) => (line.id === id ? { ...line, pending: true } : line)));
        setTimeout(() => setLines((current) => current.map((line) => (line.id === id ? { ...line, qty, pending: false } : line))), 150);
      }}
    />
  );
}

const quantityArgs = { onQuantityChange: fn(), items: items.map((item, index) => (index === 1 ? { ...item, maxQuantity: 3 } : item)) };

/** With `onQuantityChange`: each line has the quantity stepper; + and a typed quantity reach the owner, pending refuses input until it answers, + stops at the stock. */
export const ChangeQuantity: Story = {
  args: quantityArgs,
  render: (args) => <QuantityOwner {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement).getByRole("dialog"));
    const increase = dialog.getByRole("button", { name: /^Increase quantity ?: Oxford shirt$/ });
    await userEvent.click(increase);
    await expect(args.onQuantityChange).toHaveBeenCalledWith("SH-1-M", 2);
    await expect(increase).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(dialog.getByRole("textbox", { name: /^Quantity ?: Oxford shirt$/ })).toHaveValue("2"));
    await waitFor(() => expect(increase).not.toHaveAttribute("aria-disabled"));
    const chino = "Slim fit chino with a very long product name that wraps over several lines";
    const field = dialog.getByRole("textbox", { name: new RegExp(`^Quantity ?: ${chino}$`) });
    await userEvent.clear(field);
    await userEvent.type(field, "3{Enter}");
    await expect(args.onQuantityChange).toHaveBeenCalledWith("CH-2-32", 3);
    await waitFor(() => expect(dialog.getByRole("button", { name: new RegExp(`^Increase quantity ?: ${chino}$`) })).toHaveAttribute("aria-disabled", "true"));
  },
};

export const ChangeQuantityMobile: Story = {
  args: quantityArgs,
  render: (args) => <QuantityOwner {...args} />,
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement.ownerDocument.body);
  },
};

export const ChangeQuantityDutch: Story = {
  args: quantityArgs,
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole("dialog", { name: "Winkelwagen" }));
    await expect(dialog.getByRole("button", { name: /^Aantal verhogen ?: Oxford shirt$/ })).toBeVisible();
  },
};

export const ChangeQuantityGerman: Story = {
  args: quantityArgs,
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole("dialog", { name: "Warenkorb" }));
    await expect(dialog.getByRole("button", { name: /^Menge erhöhen ?: Oxford shirt$/ })).toBeVisible();
  },
};

export const ChangeQuantityFrench: Story = {
  args: quantityArgs,
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole("dialog", { name: "Panier" }));
    await expect(dialog.getByRole("button", { name: /^Augmenter la quantité ?: Oxford shirt$/ })).toBeVisible();
  },
};
