import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Spinner } from "./Spinner";

const meta = {
  title: "Feedback/Spinner",
  component: Spinner,
  args: { size: 24 },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Decorative only: hidden from assistive technology, sized by the prop.
    const ring = canvasElement.querySelector(".shop-spinner")!;
    await expect(ring).toHaveAttribute("aria-hidden", "true");
    await expect(ring.getBoundingClientRect().width).toBe(24);
  },
};

export const Large: Story = { args: { size: 48 } };

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    // Its size is the prop's on a phone too (no viewport scaling).
    const ring = canvasElement.querySelector(".shop-spinner")!;
    await expect(ring.getBoundingClientRect().width).toBe(24);
  },
};
