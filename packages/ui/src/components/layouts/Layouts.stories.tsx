import type { Notification } from "@shop/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type MouseEvent } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { COPYRIGHT, FOOTER_COLUMNS, MENU, STORES, USPS } from "../../fixtures/content";
import { placeholderImage } from "../../fixtures/images";
import { Footer } from "../footer/Footer";
import { Header } from "../header/Header";
import { LanguageSidebar } from "../language-sidebar/LanguageSidebar";
import { MiniCart } from "../mini-cart/MiniCart";
import { MobileHeader } from "../mobile-header/MobileHeader";
import { NotificationToasts } from "../notification-toasts/NotificationToasts";
import { SearchPanel } from "../search-panel/SearchPanel";
import { TabbedNavigation } from "../tabbed-navigation/TabbedNavigation";
import { UspBar } from "../usp-bar/UspBar";
import { DefaultLayout, EmptyLayout, MinimalLayout } from "./Layouts";

type Panel = "cart" | "language" | "search" | "menu" | null;

const added: Notification = {
  id: "added",
  type: "success",
  message: "Product has been added to the cart!",
  action1: { label: "OK", command: { kind: "close" } },
  action2: { label: "Proceed to checkout", command: { kind: "navigate", to: "/winkelwagen/" } },
  hasNoTimeout: true,
  createdAt: 0,
};

const footer = <Footer homeHref="/" linkColumns={FOOTER_COLUMNS} copyright={COPYRIGHT} newsletter={{ title: "Stay in style", onSubscribe: async () => "subscribed" as const }} />;

/** The default layout wired like the app does: header icons open the sidebars. */
function Shop({ isHome, checkout, notifications }: { isHome: boolean; checkout: boolean; notifications: Notification[] }) {
  const [panel, setPanel] = useState<Panel>(null);
  const [toasts, setToasts] = useState(notifications);
  const close = () => setPanel(null);
  const openCart = (event: MouseEvent) => {
    event.preventDefault();
    setPanel("cart");
  };
  return (
    <DefaultLayout
      checkout={checkout}
      uspBar={<UspBar items={USPS} />}
      header={
        <Header
          homeHref="/"
          isHome={isHome}
          checkout={checkout}
          menu={MENU}
          languageCode="nl"
          onLanguageClick={() => setPanel("language")}
          accountHref="/login"
          onSearchClick={() => setPanel("search")}
          cartHref="/winkelwagen/"
          cartQuantity={1}
          onCartClick={openCart}
        />
      }
      mobileHeader={
        <MobileHeader
          homeHref="/"
          checkout={checkout}
          menuOpen={panel === "menu"}
          onMenuClick={() => setPanel("menu")}
          onSearchClick={() => setPanel("search")}
          cartHref="/winkelwagen/"
          cartQuantity={1}
          onCartClick={openCart}
        />
      }
      footer={footer}
      tabbedNavigation={<TabbedNavigation open={panel === "menu"} categories={MENU} onClose={close} />}
      miniCart={
        <MiniCart
          open={panel === "cart"}
          onClose={close}
          items={[{ id: "SH-1-M", name: "Oxford shirt", href: "/p/SH-1/oxford-shirt/", qty: 1, price: "€ 59,95", image: { src: placeholderImage("#9db4d0", { width: 210, height: 300 }), alt: "Oxford shirt" } }]}
          subtotal="€ 59,95"
          checkoutHref="/checkout/"
          onRemove={fn()}
        />
      }
      languageSidebar={<LanguageSidebar open={panel === "language"} stores={STORES} currentStoreCode="nl" onApply={close} onClose={close} />}
      searchPanel={<SearchPanel open={panel === "search"} onClose={close} onSubmit={close} />}
      notifications={<NotificationToasts notifications={toasts} onAction={(note) => setToasts((all) => all.filter((n) => n.id !== note.id))} onClose={(id) => setToasts((all) => all.filter((n) => n.id !== id))} />}
    >
      <div style={{ height: 420, background: "#2b3440" }} />
      <div style={{ padding: 24, minHeight: 600 }}>
        <h1>{checkout ? "Checkout" : "Autumn collection"}</h1>
      </div>
    </DefaultLayout>
  );
}

const meta = {
  title: "Layout/Layouts",
  component: Shop,
  args: { isHome: true, checkout: false, notifications: [] },
} satisfies Meta<typeof Shop>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const DefaultDesktop: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(body.getByRole("contentinfo")).toBeInTheDocument();
    await userEvent.click(body.getByRole("button", { name: "Search" }));
    await expect(body.getByRole("dialog", { name: "Search for products" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(body.getByRole("button", { name: /Language/ }));
    await expect(body.getByRole("dialog", { name: "Choose your language" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(body.getAllByRole("link", { name: /Cart/ }).find((link) => link.closest(".shop-header"))!);
    await expect(body.getByRole("dialog", { name: "Shopping cart" })).toBeInTheDocument();
  },
};

export const DefaultMobileMenu: Story = {
  globals: { viewport: { value: "mobile375" } },
  args: { isHome: false },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole("button", { name: "Menu" }));
    await expect(body.getByRole("dialog", { name: "Menu" })).toBeInTheDocument();
    await expect(body.getAllByRole("tab").length).toBeGreaterThan(1);
  },
};

export const DefaultWithNotification: Story = {
  args: { isHome: false, notifications: [added] },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const toasts = within(body.getByRole("region", { name: "Notifications" }));
    await expect(toasts.getByRole("status")).toHaveTextContent("Product has been added to the cart!");
    await userEvent.click(body.getByRole("button", { name: "Close notification" }));
    // Scoped to the toasts: the footer's newsletter form keeps its own (empty) status region.
    await expect(toasts.queryByRole("status")).toBeNull();
  },
};

export const DefaultCheckout: Story = {
  globals: { viewport: { value: "desktop" } },
  args: { isHome: false, checkout: true },
  play: async ({ canvasElement }) => {
    // Footer hidden on checkout; header reduced to the logo.
    await expect(page(canvasElement).queryByRole("contentinfo")).toBeNull();
    await expect(page(canvasElement).queryByRole("navigation", { name: "Main navigation" })).toBeNull();
  },
};

export const Minimal: Story = {
  render: () => (
    <MinimalLayout homeHref="/" footer={footer}>
      <div style={{ padding: 24 }}>
        <h1>Something went wrong</h1>
      </div>
    </MinimalLayout>
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(body.getAllByRole("banner")).toHaveLength(1);
    await expect(within(body.getByRole("banner")).getAllByRole("link")).toHaveLength(1);
    await expect(body.getByRole("contentinfo")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyLayout>
      <h1 style={{ padding: 24 }}>Single component preview</h1>
    </EmptyLayout>
  ),
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole("banner")).toBeNull();
    await expect(page(canvasElement).getByRole("main")).toBeInTheDocument();
  },
};
