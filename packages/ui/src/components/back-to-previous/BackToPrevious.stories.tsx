import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BackToPrevious } from "./BackToPrevious";
import { padded } from "../../fixtures/story-frame";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";

const meta = {
  title: "Navigation/Back to previous page",
  component: BackToPrevious,
  args: { previousPath: "/c/shirts/?page=2", fallbackPath: "/" },
  // The app's router stand-in: the back link goes through LinkProvider.
  decorators: [padded(), withRouterSpy()],
} satisfies Meta<typeof BackToPrevious>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StoredPreviousPath: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Back" });
    await expect(link).toHaveAttribute("href", "/c/shirts/?page=2");
    await userEvent.click(link);
    await expect(within(canvasElement).getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /c/shirts/?page=2");
  },
};

export const NoPreviousPathGoesToTarget: Story = {
  args: { previousPath: null, fallbackPath: "/my-account" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).toHaveAttribute("href", "/my-account");
  },
};

export const ExternalPreviousIgnored: Story = {
  args: { previousPath: "https://elsewhere.example/", fallbackPath: "/" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).toHaveAttribute("href", "/");
  },
};

export const CustomLabelGerman: Story = {
  globals: { locale: "de-DE" },
  args: { label: "Go back" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Zurückgehen" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    // A touch target of at least 44 px that fits the narrowest screen.
    const box = within(canvasElement).getByRole("link", { name: "Back" }).getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
