import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { OfflineBadge } from "./OfflineBadge";

const meta = {
  title: "Feedback/Offline badge",
  component: OfflineBadge,
  args: { offline: true },
} satisfies Meta<typeof OfflineBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status.textContent).toBe("You are offline. Some features might not be available.");
    // presentation-content.md §2: fixed at the bottom.
    await expect(getComputedStyle(status).position).toBe("fixed");
    await expect(Math.round(status.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};

export const Online: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    // The live region stays, empty, so going offline is announced.
    await expect(within(canvasElement).getByRole("status")).toBeEmptyDOMElement();
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    // The nl-NL catalogue's text, whole (an empty or English badge fails).
    await expect(within(canvasElement).getByRole("status").textContent).toBe("Je bent offline. Sommige functies zijn misschien niet beschikbaar.");
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile320" } }, args: { offline: true } };
