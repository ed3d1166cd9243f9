import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { offlineOrders } from "../../fixtures/checkout";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { useTranslate } from "../../text/text-context";
import { ModalHost } from "../modal-host/ModalHost";
import { OFFLINE_ORDERS_TITLE, OfflineOrders, OfflineOrdersModal } from "./OfflineOrdersModal";

const meta = {
  title: "Checkout/Offline orders modal",
  component: OfflineOrdersModal,
  args: { orders: offlineOrders(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof OfflineOrdersModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Back online: the orders placed offline, Send orders sends them, Not now keeps them queued. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(page(canvasElement).getByRole("dialog", { name: "Orders waiting to be sent" }));
    await expect(dialog.getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(dialog.getByRole("button", { name: "Send orders" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole("button", { name: "Not now" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    // Escape is the same as Not now.
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, args }) => {
    const button = page(canvasElement).getByRole("button", { name: "Send orders" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const SendFailed: Story = {
  args: { error: "Error placing an order" },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByRole("alert")).toHaveTextContent("Error placing an order");
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
  args: { orders: offlineOrders("nl-NL") },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement).getByRole("dialog", { name: "Bestellingen die nog verstuurd moeten worden" })).toBeVisible());
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { orders: offlineOrders("de-DE") },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement).getByRole("button", { name: "Nicht jetzt" })).toBeVisible());
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { orders: offlineOrders("fr-FR") },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement).getByRole("button", { name: "Envoyer les commandes" })).toBeVisible());
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { orders: offlineOrders("de-DE"), error: "Error placing an order" },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Bestellungen, die noch gesendet werden müssen", "Sie haben diese Bestellungen offline aufgegeben. Möchten Sie sie jetzt senden?"]);
  },
};

/** The app's ModalHost showing it as the "order-confirmation" modal (presentation-content.md §2 Modals). */
export const InModalHost: Story = {
  render: function Render(args) {
    const t = useTranslate();
    return (
      <ModalHost
        modals={[{ name: "order-confirmation", payload: args, key: 1 }]}
        onClose={args.onCancel}
        render={(modal) => ({ title: t(OFFLINE_ORDERS_TITLE), body: <OfflineOrders {...modal.payload} />, size: "small" })}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(page(canvasElement).getByRole("dialog", { name: "Orders waiting to be sent" }));
    await userEvent.click(dialog.getByRole("button", { name: "Close" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
