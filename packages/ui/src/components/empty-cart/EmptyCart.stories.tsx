import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { EmptyCart } from "./EmptyCart";

const meta = {
  title: "Cart/Empty cart",
  component: EmptyCart,
  args: { continueHref: "/c/new-arrivals/" },
} satisfies Meta<typeof EmptyCart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Continue shopping' goes through the app's router. */
export const Empty: Story = {
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Your shopping cart is empty")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Continue shopping" }));
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /c/new-arrivals/");
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Je winkelwagen is leeg")).toBeVisible();
    await expect(within(canvasElement).getByRole("link", { name: "Verder winkelen" })).toHaveAttribute("href", "/c/new-arrivals/");
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Weiter einkaufen" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Continuer mes achats" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link").getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
