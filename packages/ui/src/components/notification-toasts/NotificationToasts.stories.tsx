import type { Notification } from "@shop/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
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
    await expect(toast).toHaveTextContent(/./);
    const buttons = within(toast).getAllByRole("button");
    // Two actions and the close icon, no more (commerce-core.md §8).
    await expect(buttons).toHaveLength(3);
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
    // Danger is announced at once.
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(/./);
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
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("2");
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
};
