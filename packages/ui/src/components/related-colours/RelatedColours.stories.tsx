import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { keepUrl } from "../../fixtures/product-card";
import { SHIRT_COLOURS } from "../../fixtures/product-page";
import { withRouterSpy } from "../../fixtures/router-spy";
import { padded } from "../../fixtures/story-frame";
import { RelatedColours } from "./RelatedColours";
import { sortRelatedColours } from "./rules/related-colours";

/** The product's colours (product links 'colorrelation'), sorted ascending by color_ois. */
const meta = {
  title: "Product/Related colours",
  component: RelatedColours,
  args: { colours: sortRelatedColours(SHIRT_COLOURS), currentSku: "SH-1001", imageUrl: keepUrl },
  decorators: [withRouterSpy(), padded(480)],
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof RelatedColours>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("link").map((link) => link.textContent)).toEqual(["Light blue", "Navy", "Pink"]);
    await expect(canvas.getByText(": White")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "More colours" })).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Meer kleuren" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Weitere Farben" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Autres coloris" })).toBeVisible();
  },
};
