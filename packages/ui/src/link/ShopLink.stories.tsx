import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ROUTER_LINK_ATTRIBUTE, ROUTER_SPY_TEST_ID, withRouterSpy } from "../fixtures/router-spy";
import { padded } from "../fixtures/story-frame";
import { ShopLink } from "./ShopLink";

/**
 * The one link of @shop/ui. The app's router comes in through `LinkProvider` (here a spy that
 * lists what it navigated to); presentation-content.md §2 content links: an address starting
 * with http opens in a new tab with a no-opener rel and never reaches the router.
 */
const meta = {
  title: "Navigation/Links",
  component: ShopLink,
  args: { href: "/c/shirts/", children: "Shirts", className: "shop-link" },
  decorators: [padded()],
} satisfies Meta<typeof ShopLink>;
export default meta;
type Story = StoryObj<typeof meta>;

const spy = (canvasElement: HTMLElement) => within(canvasElement).getByTestId(ROUTER_SPY_TEST_ID);

export const InternalGoesThroughTheRouter: Story = {
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Shirts" });
    await expect(link).toHaveAttribute("href", "/c/shirts/");
    await expect(link).toHaveAttribute(ROUTER_LINK_ATTRIBUTE);
    await expect(link).not.toHaveAttribute("target");
    await userEvent.click(link);
    await expect(spy(canvasElement)).toHaveTextContent("Router navigations: /c/shirts/");
  },
};

export const ExternalOpensANewTab: Story = {
  args: { href: "https://instagram.com/", children: "Instagram" },
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    // Not clicked: it would open a tab. It is a plain anchor the router never sees.
    const link = within(canvasElement).getByRole("link", { name: "Instagram" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).not.toHaveAttribute(ROUTER_LINK_ATTRIBUTE);
    await expect(spy(canvasElement)).toHaveTextContent("Router navigations: none");
  },
};

export const MailIsAPlainAnchor: Story = {
  args: { href: "mailto:service@shop.example", children: "service@shop.example" },
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "service@shop.example" });
    await expect(link).not.toHaveAttribute(ROUTER_LINK_ATTRIBUTE);
    await expect(link).not.toHaveAttribute("target");
  },
};

/** Without `LinkProvider` an internal link is a plain `<a href>`: the browser loads the page. */
export const WithoutAProvider: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Shirts" });
    await expect(link).toHaveAttribute("href", "/c/shirts/");
    await expect(link).not.toHaveAttribute(ROUTER_LINK_ATTRIBUTE);
    await expect(within(canvasElement).queryByTestId(ROUTER_SPY_TEST_ID)).toBeNull();
  },
};
