import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { COPYRIGHT, FOOTER_COLUMNS } from "../../fixtures/content";
import { Footer } from "./Footer";

const meta = {
  title: "Layout/Footer",
  component: Footer,
  args: {
    homeHref: "/",
    newsletter: { title: "Stay in style", subtitle: "Get 10% off your first order with our newsletter.", onSubscribe: fn(async () => true) },
    linkColumns: FOOTER_COLUMNS,
    copyright: COPYRIGHT,
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    const payments = within(footer).getByRole("list", { name: "Payment methods" });
    for (const name of ["iDEAL", "Visa", "Mastercard", "Riverty"]) await expect(within(payments).getByRole("img", { name })).toBeInTheDocument();
    // External links open in a new tab without opener; internal ones stay.
    await expect(within(footer).getByRole("link", { name: "Instagram" })).toHaveAttribute("rel", "noopener noreferrer");
    await expect(within(footer).getByRole("link", { name: "Privacy statement" })).not.toHaveAttribute("target");
    await expect(within(footer).getByRole("heading", { name: "Stay in style" })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
};

export const WithoutNewsletter: Story = {
  args: { newsletter: undefined, paymentMethods: ["ideal", "visa"] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("textbox")).toBeNull();
  },
};
