import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { MENU } from "../../fixtures/content";
import { ROUTER_LINK_ATTRIBUTE, ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { Header } from "./Header";

/** A dark hero under the header and a long page to scroll. */
const withPage: Decorator = (Story) => (
  <div>
    <Story />
    <div style={{ height: 480, background: "#2b3440" }} />
    <div style={{ height: 2000, padding: 24 }}>
      <p>Page content.</p>
    </div>
  </div>
);

const meta = {
  title: "Layout/Header",
  component: Header,
  decorators: [withPage],
  globals: { viewport: { value: "desktop" } },
  args: {
    homeHref: "/",
    isHome: true,
    menu: MENU,
    languageCode: "nl",
    onLanguageClick: fn(),
    accountHref: "/login",
    onSearchClick: fn(),
    customerServiceHref: "/service/contact/",
    cartHref: "/winkelwagen/",
    cartQuantity: 0,
    scroll: { throttleMs: 100, resetDelayMs: 200 },
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) => within(canvasElement).getByRole("banner");

export const HomeTransparent: Story = {
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toHaveAttribute("data-state", "transparent");
  },
};

export const HomeScrolled: Story = {
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, 300);
    await waitFor(() => expect(header).toHaveAttribute("data-state", "scrolled"));
    await waitFor(() => expect(header.querySelector(".shop-header__bar")!.getBoundingClientRect().height).toBe(70));
    view.scrollTo(0, 0);
    // Back at the top: transparent again once the 200 ms reset has run.
    await waitFor(() => expect(header).toHaveAttribute("data-state", "transparent"));
    await waitFor(() => expect(header.querySelector(".shop-header__bar")!.getBoundingClientRect().height).toBe(80));
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await userEvent.hover(within(header).getByRole("link", { name: "Clothing" }));
    await expect(header).toHaveAttribute("data-state", "hovered");
    await expect(within(header).getByTestId("mega-menu")).toBeInTheDocument();
  },
};

export const OtherPageLoggedInWithCart: Story = {
  args: { isHome: false, loggedIn: true, accountHref: "/my-account", cartQuantity: 3 },
  play: async ({ canvasElement, args }) => {
    const header = banner(canvasElement);
    await expect(header).toHaveAttribute("data-state", "solid");
    await expect(within(header).getByTestId("cart-badge")).toHaveTextContent("3");
    await userEvent.click(within(header).getByRole("button", { name: /NL/ }));
    await expect(args.onLanguageClick).toHaveBeenCalled();
    await userEvent.click(within(header).getByRole("button", { name: "Search" }));
    await expect(args.onSearchClick).toHaveBeenCalled();
  },
};

/** The app's router (a spy here, through LinkProvider) takes the logo, icons and menu links. */
export const RoutedLinks: Story = {
  args: { isHome: false },
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    const spy = within(canvasElement).getByTestId(ROUTER_SPY_TEST_ID);
    await userEvent.click(within(header).getByRole("link", { name: "Account" }));
    await expect(spy).toHaveTextContent("Router navigations: /login");
    await userEvent.hover(within(header).getByRole("link", { name: "Clothing" }));
    await userEvent.click(within(within(header).getByTestId("mega-menu")).getByRole("link", { name: "Oxford" }));
    await expect(spy).toHaveTextContent("Router navigations: /login, /c/shirts-oxford/");
    await expect(within(header).getByRole("link", { name: "SHOP" })).toHaveAttribute(ROUTER_LINK_ATTRIBUTE);
  },
};

/** `onCartClick` opens the mini cart: it prevents the default, so the router does not navigate. */
export const CartOpensMiniCart: Story = {
  args: { isHome: false, cartQuantity: 1, onCartClick: fn((event) => event.preventDefault()) },
  decorators: [withRouterSpy()],
  play: async ({ canvasElement, args }) => {
    const cart = within(banner(canvasElement)).getByRole("link", { name: /Cart/ });
    await expect(cart).toHaveAttribute("href", "/winkelwagen/");
    await userEvent.click(cart);
    await expect(args.onCartClick).toHaveBeenCalled();
    await expect(within(canvasElement).getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: none");
  },
};

export const Checkout: Story = {
  args: { isHome: false, checkout: true, cartQuantity: 2 },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(within(header).queryByRole("navigation")).toBeNull();
    await expect(within(header).queryByRole("button")).toBeNull();
    await expect(header.querySelector(".shop-header__bar")!.getBoundingClientRect().height).toBe(70);
  },
};

export const GermanLongMenu: Story = {
  globals: { locale: "de-DE", viewport: { value: "desktop" } },
  args: {
    isHome: false,
    cartQuantity: 120,
    menu: [...MENU, { name: "Accessoires und Geschenkideen", clickable: true, href: "/c/accessoires/", columns: [] }],
  },
};
