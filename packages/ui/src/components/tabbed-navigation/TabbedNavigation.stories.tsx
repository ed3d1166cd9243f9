import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MENU } from "../../fixtures/content";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { LONG_MENU } from "../../fixtures/long-text";
import { TabbedNavigation } from "./TabbedNavigation";

const meta = {
  title: "Navigation/Mobile tabbed navigation",
  component: TabbedNavigation,
  globals: { viewport: { value: "mobile375" } },
  args: {
    open: true,
    categories: MENU,
    onClose: fn(),
    footer: (
      <a className="shop-button shop-button--secondary shop-button--block" href="/storelocator/">
        Store locator
      </a>
    ),
  },
} satisfies Meta<typeof TabbedNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole("dialog"));

export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const nav = dialog(canvasElement);
    const [first, second] = nav.getAllByRole("tab");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await userEvent.click(second!);
    await expect(nav.getByRole("tabpanel")).toHaveAccessibleName("Clothing");
    await expect(nav.getByRole("region", { name: "Shirts" })).toBeInTheDocument();
    // Arrow keys move between tabs (WAI-ARIA tabs pattern), wrapping at the ends.
    await userEvent.keyboard("{ArrowRight}");
    await expect(nav.getByRole("tab", { name: "Shoes" })).toHaveFocus();
    await expect(nav.getByRole("tabpanel")).toHaveAccessibleName("Shoes");
    await userEvent.keyboard("{End}");
    await expect(nav.getByRole("tab", { name: "Lookbook" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(nav.getByRole("tab", { name: "New in" })).toHaveFocus();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("tablist")).toBeNull();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: "mobile320" } },
};

/** Long German category, column and link names at 320 px: the tab list scrolls sideways, the panel wraps. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: {
    categories: LONG_MENU,
    footer: (
      <a className="shop-button shop-button--secondary shop-button--block" href="/filialen/">
        Filialfinder: alle 20 Geschäfte in Ihrer Nähe
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, { scrollers: '[role="tablist"]' });
    // Every tab, and the open first category: its link (named like its tab), columns and links.
    await expectTextsVisible(canvasElement, [
      ...LONG_MENU.map((category) => category.name),
      ...LONG_MENU[0]!.columns.flatMap((column) => [column.name, ...column.items.map((item) => item.label)]),
      "Filialfinder: alle 20 Geschäfte in Ihrer Nähe",
    ]);
  },
};
