import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { StatusScreen } from "./StatusScreen";

const meta = {
  title: "Layout/Status screen",
  component: StatusScreen,
  args: { kind: "not-found", homeHref: "/en/" },
} satisfies Meta<typeof StatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Page not found: the heading, the message and the way home through the app's router. */
export const NotFound: Story = {
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(canvas.getByText("We can't find the page you're looking for.")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Home" }));
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /en/");
  },
};

/** The error screen: 'Try again' calls back (the app reloads). */
export const ServerError: Story = {
  args: { kind: "error", onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { kind: "error", onRetry: fn() },
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    for (const control of [within(canvasElement).getByRole("button"), within(canvasElement).getByRole("link")]) {
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
