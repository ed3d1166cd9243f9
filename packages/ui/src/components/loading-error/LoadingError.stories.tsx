import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LoadingError } from "./LoadingError";
import { padded } from "../../fixtures/story-frame";

const meta = {
  title: "Feedback/Loading error",
  component: LoadingError,
  args: { offline: false, onRetry: fn(), onClose: fn() },
  decorators: [padded(480)],
} satisfies Meta<typeof LoadingError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadFailed: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("An error occured while loading the component.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(within(alert).getByRole("button", { name: "Close" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Component couldn't be loaded due to lack of network connectivity.");
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { offline: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Erneut versuchen" })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile320" } }, args: { offline: true } };
