import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LoaderOverlay } from "./LoaderOverlay";

const meta = {
  title: "Feedback/Loader overlay",
  component: LoaderOverlay,
  args: { visible: true },
} satisfies Meta<typeof LoaderOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const overlay = within(canvasElement).getByRole("status");
    await expect(overlay.textContent).toBe("Loading…");
    // presentation-content.md §9: 65% black over the whole viewport.
    await expect(getComputedStyle(overlay).backgroundColor).toBe("rgba(0, 0, 0, 0.65)");
    const box = overlay.getBoundingClientRect();
    await expect([box.top, box.left, Math.round(box.width), Math.round(box.height)]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
  },
};

export const WithMessage: Story = {
  args: { message: "Stock check in progress, please wait while available stock quantities are checked" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status").textContent).toBe("Stock check in progress, please wait while available stock quantities are checked");
  },
};

export const FrenchMessage: Story = {
  globals: { locale: "fr-FR" },
  args: { message: "Stock check in progress, please wait while available stock quantities are checked" },
  play: async ({ canvasElement }) => {
    // The fr-FR catalogue's text, whole (an empty or English message fails).
    await expect(within(canvasElement).getByRole("status").textContent).toBe("Vérification du stock en cours, veuillez patienter");
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("status")).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile320" } } };
