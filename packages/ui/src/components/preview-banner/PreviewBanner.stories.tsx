import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { PreviewBanner } from "./PreviewBanner";

/** The preview-mode banner (§4 preview mode): drafts show, the release if any, and a way out. */
const meta = {
  title: "Content/Preview banner",
  component: PreviewBanner,
  args: { onExit: fn() },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof PreviewBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("complementary", { name: "Preview mode" })).toHaveTextContent("You are viewing draft content.");
    await userEvent.click(canvas.getByRole("button", { name: "Exit preview" }));
    await expect(args.onExit).toHaveBeenCalledOnce();
  },
};

export const ReleaseMobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  args: { release: "Winter sale 2026" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Winter sale 2026/)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, { width: 375 });
  },
};

export const WithoutExit: Story = { args: { onExit: undefined } };
export const Dutch: Story = { globals: { locale: "nl-NL", viewport: { value: "desktop" } }, args: { release: "Wintersale" } };
export const German: Story = { globals: { locale: "de-DE", viewport: { value: "mobile375" } } };
export const French: Story = { globals: { locale: "fr-FR", viewport: { value: "desktop" } } };

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { release: "Herbst-Winter-Schlussverkauf mit Sonderaktion für Stammkunden" },
  play: async ({ canvasElement }) => {
    await expectTextsVisible(canvasElement, ["Vorschau beenden"]);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
