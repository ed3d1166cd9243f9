import type { Notification } from "@shop/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { NotificationToasts } from "./NotificationToasts";

const note = (overrides: Partial<Notification> & Pick<Notification, "id" | "type" | "message">): Notification => ({
  hasNoTimeout: false,
  createdAt: 0,
  ...overrides,
});

const added = note({
  id: "added",
  type: "success",
  message: "Product has been added to the cart!",
  action1: { label: "OK", command: { kind: "close" } },
  action2: { label: "Proceed to checkout", command: { kind: "navigate", to: "/winkelwagen/" } },
});

const meta = {
  title: "Feedback/Notification toasts",
  component: NotificationToasts,
  args: { notifications: [added], onAction: fn(), onClose: fn() },
} satisfies Meta<typeof NotificationToasts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessWithTwoActions: Story = {
  play: async ({ canvasElement, args }) => {
    const toast = within(canvasElement).getByRole("status");
    // commerce-core.md §8: 'Product has been added to the cart!' with action 'Proceed to checkout'.
    await expect(within(toast).getByText("Product has been added to the cart!")).toHaveClass("shop-toast__message");
    const buttons = within(toast).getAllByRole("button");
    // Two actions and the close icon, no more (commerce-core.md §8).
    await expect(buttons.map((button) => button.textContent || button.getAttribute("aria-label"))).toEqual(["OK", "Proceed to checkout", "Close notification"]);
    await userEvent.click(buttons[1]!);
    await expect(args.onAction).toHaveBeenCalledWith(added, added.action2);
    await userEvent.click(buttons[2]!);
    await expect(args.onClose).toHaveBeenCalledWith("added");
  },
};

export const Danger: Story = {
  args: {
    notifications: [note({ id: "oos", type: "danger", message: "The product is out of stock and cannot be added to the cart!" })],
  },
  play: async ({ canvasElement }) => {
    // Danger is announced at once, with the spec's message (commerce-core.md §8 add-to-cart failure).
    const alert = within(canvasElement).getByRole("alert");
    await waitFor(() => expect(within(alert).getByText("The product is out of stock and cannot be added to the cart!")).toBeVisible());
  },
};

export const Warning: Story = {
  args: {
    notifications: [
      note({
        id: "variant",
        type: "warning",
        message: "No such configuration for the product. Please do choose another combination of attributes.",
        action1: { label: "OK", command: { kind: "close" } },
      }),
    ],
  },
};

export const InfoWithInterpolation: Story = {
  args: {
    notifications: [
      note({ id: "left", type: "info", message: "Only {{maxQuantity}} products of this type are available", values: { maxQuantity: 2 } }),
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(within(canvasElement).getByRole("status")).getByText("Only 2 products of this type are available")).toBeVisible());
  },
};

export const SecondaryLongText: Story = {
  args: {
    notifications: [
      note({
        id: "offline",
        type: "secondary",
        message:
          "There is no Internet connection. You can still place your order. We will notify you if any of the ordered products is unavailable because we cannot check it right now.",
      }),
    ],
  },
};

export const Several: Story = {
  args: {
    notifications: [
      added,
      note({ id: "logout", type: "info", message: "You're logged out" }),
      note({ id: "fail", type: "danger", message: "Payment failed" }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId("notification")).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByTestId("notification")).toHaveLength(0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { notifications: [added] },
  play: async ({ canvasElement }) => {
    // The toast fits the narrowest screen.
    const toast = within(canvasElement).getByRole("status");
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { notifications: [added, note({ id: "left", type: "info", message: "Only {{maxQuantity}} products of this type are available", values: { maxQuantity: 2 } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Notifications" })).toBeVisible();
    const [success, info] = canvas.getAllByRole("status");
    // getByText folds the catalogue's narrow no-break space before "!" into a plain space.
    // (The toasts fade in.)
    await waitFor(() => expect(within(success!).getByText("Le produit a été ajouté au panier !")).toBeVisible());
    await expect(within(success!).getByRole("button", { name: "Passer à la caisse" })).toBeVisible();
    await expect(within(success!).getByRole("button", { name: "Fermer la notification" })).toBeVisible();
    await expect(within(info!).getByText("Seulement 2 exemplaires de ce produit sont disponibles")).toBeVisible();
  },
};
