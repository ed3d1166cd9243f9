import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { AccountNavigation } from "./AccountNavigation";

const meta = {
  title: "Account/Account navigation",
  component: AccountNavigation,
  args: { currentPath: "/my-account/", onLogout: fn() },
  decorators: [padded(960)],
} satisfies Meta<typeof AccountNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole("navigation", { name: "Account navigation" }));

export const MyAccount: Story = {
  decorators: [withRouterSpy()],
  play: async ({ canvasElement, args }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole("link", { name: "My account" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(links.getByRole("link", { name: "My orders" }));
    await expect(within(canvasElement).getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /my-account/orders/");
    await userEvent.click(links.getByRole("button", { name: "Log out" }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** An order's detail page: My orders is the current section. */
export const OrderDetail: Story = {
  args: { currentPath: "/my-account/orders/000000123/" },
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).getByRole("link", { name: "My orders" })).toHaveAttribute("aria-current", "true");
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  args: { currentPath: "/my-account/details/" },
  decorators: [padded(280)],
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement).getAllByRole("link");
    // A column from 1024 px.
    await expect(links[1]!.getBoundingClientRect().top).toBeGreaterThan(links[0]!.getBoundingClientRect().top);
  },
};

export const WithoutLogout: Story = { args: { onLogout: undefined, currentPath: "/my-account/orders/" } };

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Accountnavigatie" })).toBeVisible();
    await expect(within(canvasElement).getByRole("link", { name: "Mijn account" })).toHaveAttribute("aria-current", "page");
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { currentPath: "/my-account/orders/" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Meine Bestellungen" })).toHaveAttribute("aria-current", "page");
    await expect(within(canvasElement).getByRole("button", { name: "Abmelden" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { currentPath: "/my-account/details/" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Mon profil" })).toHaveAttribute("aria-current", "page");
  },
};

/** A row of tabs on a phone: the German labels wrap to a second line rather than hide off-screen. */
export const Mobile: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Mein Konto", "Meine Bestellungen", "Mein Profil", "Abmelden"]);
  },
};
