import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { NewsletterForm } from "./NewsletterForm";

const meta = {
  title: "Content/Newsletter form",
  component: NewsletterForm,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { onSubscribe: fn(async () => true), feedbackMs: 300, resetMs: 100 },
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox"), "jan@shop");
    await userEvent.click(canvas.getByRole("button"));
    await expect(canvas.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Please provide an valid e-mail address")).toBeInTheDocument();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const SubscribeSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox"), "jan@shop.nl{Enter}");
    await expect(args.onSubscribe).toHaveBeenCalledWith("jan@shop.nl");
    const feedback = await canvas.findByTestId("newsletter-feedback");
    await expect(feedback).toHaveAttribute("data-success", "true");
    // The icon goes after the feedback time; the address clears when the success flag resets.
    await waitFor(() => expect(canvas.queryByTestId("newsletter-feedback")).toBeNull());
    await waitFor(() => expect(canvas.getByRole("textbox")).toHaveValue(""));
  },
};

export const SubscribeFailure: Story = {
  args: { onSubscribe: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox"), "jan@shop.nl{Enter}");
    await expect(await canvas.findByTestId("newsletter-feedback")).toHaveAttribute("data-success", "false");
    await waitFor(() => expect(canvas.queryByTestId("newsletter-feedback")).toBeNull());
    // A failed address stays for another try.
    await expect(canvas.getByRole("textbox")).toHaveValue("jan@shop.nl");
  },
};

export const Subscribing: Story = {
  args: { onSubscribe: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox"), "jan@shop.nl{Enter}");
    await expect(canvas.getByRole("button")).toBeDisabled();
    await expect(canvasElement.querySelector("form")).toHaveAttribute("aria-busy", "true");
  },
};
