import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { MENU } from "../../fixtures/content";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { LONG_MENU_CATEGORY } from "../../fixtures/long-text";
import { ROUTER_LINK_ATTRIBUTE, ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { DesktopMenu } from "./DesktopMenu";
import { MegaMenu } from "./MegaMenu";

const meta = {
  title: "Navigation/Mega menu",
  component: MegaMenu,
  args: { category: MENU[0]! },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof MegaMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ColumnsAndImageTile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Two columns: the promo tile shows (fewer than 5 columns).
    await expect(canvas.getByRole("figure")).toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: "Model in a navy overshirt" })).toHaveAttribute("srcset", expect.stringContaining("1510w"));
    await expect(canvas.getByRole("link", { name: /Show all/ })).toHaveAttribute("href", "/c/new-in/");
  },
};

/** A tile may link to another site: a new tab, never the router; the column links are routed. */
export const ExternalTileLink: Story = {
  args: { category: { ...MENU[0]!, tile: { ...MENU[0]!.tile!, buttonText: "Read the lookbook", buttonHref: "https://lookbook.example.com/autumn/" } } },
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole("link", { name: "Read the lookbook" });
    await expect(tile).toHaveAttribute("target", "_blank");
    await expect(tile).toHaveAttribute("rel", "noopener noreferrer");
    await expect(tile).not.toHaveAttribute(ROUTER_LINK_ATTRIBUTE);
    await userEvent.click(canvas.getByRole("link", { name: /Show all/ }));
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /c/new-in/");
  },
};

export const SevenColumnsNoTile: Story = {
  args: { category: MENU[1]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("figure")).toBeNull();
    await expect(canvasElement.querySelectorAll(".shop-mega-menu__column")).toHaveLength(7);
  },
};

export const VideoTile: Story = {
  args: { category: MENU[2]! },
  // The demo video is not served in tests; axe would wait 10 s for it to preload.
  parameters: { a11y: { options: { preload: false } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("video")).toHaveAttribute("src", "/assets/menu/shoes.mp4");
  },
};

export const InTheDesktopMenu: Story = {
  render: () => (
    <div style={{ position: "relative", padding: "0 24px", minHeight: 640 }}>
      <DesktopMenu categories={MENU} onOpenChange={fn()} closeDelayMs={200} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clothing = canvas.getByRole("link", { name: "Clothing" });
    await userEvent.hover(clothing);
    await expect(clothing).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByTestId("mega-menu")).toBeInTheDocument();
    await userEvent.unhover(clothing);
    // Closes after the 200 ms submenu close delay, not at once.
    await expect(canvas.getByTestId("mega-menu")).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByTestId("mega-menu")).toBeNull());
    // Keyboard: focus opens, Escape closes and keeps focus on the item.
    const shoes = canvas.getByRole("button", { name: "Shoes" });
    shoes.focus();
    await waitFor(() => expect(shoes).toHaveAttribute("aria-expanded", "true"));
    await userEvent.keyboard("{Escape}");
    await expect(shoes).toHaveAttribute("aria-expanded", "false");
    await expect(shoes).toHaveFocus();
    // A category without columns has no panel.
    await expect(canvas.getByRole("link", { name: "Lookbook" })).not.toHaveAttribute("aria-expanded");
  },
};

/** Long German column names, links and tile caption at 320 px: nothing runs out of the panel or the tile. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { category: LONG_MENU_CATEGORY },
  play: async ({ canvasElement }) => {
    const { columns, tile } = LONG_MENU_CATEGORY;
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, [
      ...columns.flatMap((column) => [column.name, ...column.items.map((item) => item.label)]),
      tile!.title!,
      tile!.buttonText!,
    ]);
  },
};
