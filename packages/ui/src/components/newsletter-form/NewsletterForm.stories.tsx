import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { NewsletterForm } from "./NewsletterForm";
import type { NewsletterResult } from "./rules/newsletter-form-state";
import { padded } from "../../fixtures/story-frame";

const answerAfter = (result: NewsletterResult, ms = 200) => fn(() => new Promise<NewsletterResult>((resolve) => setTimeout(() => resolve(result), ms)));

const meta = {
  title: "Forms/Newsletter form",
  component: NewsletterForm,
  args: { onSubscribe: answerAfter("subscribed") },
  decorators: [padded()],
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return { canvas, input: canvas.getByRole("textbox", { name: "E-mail address" }), button: canvas.getByRole("button") };
};

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { input, button } = parts(canvasElement);
    await expect(input).toHaveAttribute("placeholder", "E-mail address");
    await expect(button).toHaveTextContent("Subscribe");
    // presentation-content.md §9: at most 500 px wide.
    await expect(canvasElement.querySelector("form")!.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const { input, button, canvas } = parts(canvasElement);
    await userEvent.click(button);
    // §5: one message for an empty and an invalid address.
    await expect(canvas.getByText("Please provide an valid e-mail address")).toBeVisible();
    await expect(input).toHaveFocus();
    await userEvent.type(input, "ann@shop");
    await userEvent.click(button);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const SubscribingThenSuccess: Story = {
  args: { onSubscribe: answerAfter("subscribed", 400) },
  play: async ({ canvasElement, args }) => {
    const { input, button, canvas } = parts(canvasElement);
    await userEvent.type(input, "ann@shop.example");
    await userEvent.click(button);
    await expect(args.onSubscribe).toHaveBeenCalledWith("ann@shop.example");
    // §4: dimmed with a spinner while subscribing.
    await expect(canvasElement.querySelector("form")).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveTextContent("Subscribing");
    await waitFor(() => expect(canvasElement.querySelector("[data-feedback]")).toHaveAttribute("data-feedback", "success"));
    await expect(canvas.getByRole("status")).toHaveTextContent("You have been successfully subscribed to our newsletter!");
  },
};

export const Failure: Story = {
  args: { onSubscribe: answerAfter("failed") },
  play: async ({ canvasElement }) => {
    const { input, button, canvas } = parts(canvasElement);
    await userEvent.type(input, "ann@shop.example");
    await userEvent.click(button);
    await waitFor(() => expect(canvasElement.querySelector("[data-feedback]")).toHaveAttribute("data-feedback", "error"));
    await expect(canvas.getByRole("status")).toHaveTextContent("An error occurred while subscribing you to our newsletter, please try again!");
  },
};

// §7 resultCode 400 is a silent failure: §8 shows no message for it, so nothing is announced
// and the address stays.
export const SilentFailure: Story = {
  args: { onSubscribe: answerAfter("silent-failure", 50) },
  play: async ({ canvasElement, args }) => {
    const { input, button, canvas } = parts(canvasElement);
    await userEvent.type(input, "jan@shop.nl{Enter}");
    await expect(args.onSubscribe).toHaveBeenCalledWith("jan@shop.nl");
    await waitFor(() => expect(canvasElement.querySelector("form")).not.toHaveAttribute("aria-busy"));
    await expect(button).toHaveTextContent("Subscribe");
    await expect(canvasElement.querySelector("[data-feedback]")).toBeNull();
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
    await expect(input).toHaveValue("jan@shop.nl");
  },
};

// The whole §4 cycle with short timings: icon, icon gone, then the field empties on the reset.
export const SuccessCycle: Story = {
  args: { onSubscribe: answerAfter("subscribed", 50), feedbackMs: 300, resetMs: 100 },
  play: async ({ canvasElement, args }) => {
    const { input } = parts(canvasElement);
    // Enter submits too.
    await userEvent.type(input, "jan@shop.nl{Enter}");
    await expect(args.onSubscribe).toHaveBeenCalledWith("jan@shop.nl");
    await waitFor(() => expect(canvasElement.querySelector("[data-feedback]")).toHaveAttribute("data-feedback", "success"));
    await waitFor(() => expect(canvasElement.querySelector("[data-feedback]")).toBeNull());
    await waitFor(() => expect(input).toHaveValue(""));
  },
};

export const FailureKeepsAddress: Story = {
  args: { onSubscribe: answerAfter("failed", 50), feedbackMs: 300, resetMs: 100 },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await userEvent.type(input, "jan@shop.nl{Enter}");
    await waitFor(() => expect(canvasElement.querySelector("[data-feedback]")).toHaveAttribute("data-feedback", "error"));
    await waitFor(() => expect(canvasElement.querySelector("[data-feedback]")).toBeNull());
    // A failed address stays for another try.
    await expect(input).toHaveValue("jan@shop.nl");
  },
};

export const Subscribing: Story = {
  args: { onSubscribe: fn(() => new Promise<NewsletterResult>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const { input, button } = parts(canvasElement);
    await userEvent.type(input, "jan@shop.nl{Enter}");
    await expect(canvasElement.querySelector("form")).toHaveAttribute("aria-busy", "true");
    // Disabled for a second request, but still focusable (aria-disabled), so focus is not lost.
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
  },
};

export const AlreadySubscribed: Story = {
  args: { onSubscribe: answerAfter("already-subscribed") },
  play: async ({ canvasElement }) => {
    const { input, button, canvas } = parts(canvasElement);
    await userEvent.type(input, "ann@shop.example");
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("You are already subscribed to our newsletter!"));
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Aanmelden" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    const { button } = parts(canvasElement);
    await userEvent.click(button);
    await expect(within(canvasElement).getByText("Please provide an valid e-mail address")).toBeVisible();
  },
};
