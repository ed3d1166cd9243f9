import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { LONG_LOGO_TEXT } from "../../fixtures/long-text";
import { MobileHeader } from "./MobileHeader";

const meta = {
  title: "Layout/Mobile header",
  component: MobileHeader,
  globals: { viewport: { value: "mobile375" } },
  args: { homeHref: "/", onMenuClick: fn(), onSearchClick: fn(), cartHref: "/winkelwagen/", cartQuantity: 2 },
} satisfies Meta<typeof MobileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement).getByRole("banner");
    await expect(header.getBoundingClientRect().height).toBe(48);
    const menu = within(header).getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(menu);
    await expect(args.onMenuClick).toHaveBeenCalled();
    await userEvent.click(within(header).getByRole("button", { name: "Search" }));
    await expect(args.onSearchClick).toHaveBeenCalled();
    await expect(within(header).getByTestId("cart-badge")).toHaveTextContent("2");
  },
};

export const Checkout: Story = {
  args: { checkout: true },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole("banner");
    await expect(within(header).queryByRole("button")).toBeNull();
    await expect(within(header).getAllByRole("link")).toHaveLength(1);
  },
};

export const EmptyCartNarrow: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { cartQuantity: 0, menuOpen: true },
};

export const French: Story = {
  globals: { locale: "fr-FR", viewport: { value: "mobile320" } },
};

/** A shop whose logo is its name in text, in German, with a full cart, at 320 px: the 48 px header keeps every control. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { logo: LONG_LOGO_TEXT, cartQuantity: 128 },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole("banner");
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, [LONG_LOGO_TEXT, "Menü", "99+"]);
    await expect(header.getBoundingClientRect().height).toBe(48);
    for (const control of [...within(header).getAllByRole("button"), ...within(header).getAllByRole("link")]) await expect(control).toBeVisible();
  },
};
