import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { LOOKS, fragmentImageUrl } from "../../fixtures/content-blocks";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { Lookbook } from "./Lookbook";

/** The lookbook (/lookbook/): looks with product hotspots (shop-the-look) and the products listed under each. */
const meta = {
  title: "Content/Lookbook",
  component: Lookbook,
  args: { looks: LOOKS, imageUrl: fragmentImageUrl },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof Lookbook>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Looks: Story = {
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const coat = canvas.getByRole("button", { name: "Show Wool-blend coat" });
    await userEvent.click(coat);
    const card = canvasElement.ownerDocument.getElementById(coat.getAttribute("aria-controls")!)!;
    await expect(card).toBeVisible();
    await userEvent.click(within(card).getByRole("link", { name: "Wool-blend coat" }));
    await expect(canvas.getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /p/CO-3001/wool-blend-coat");
  },
};

export const KeyboardMobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spot = canvas.getByRole("button", { name: "Show Flannel overshirt" });
    spot.focus();
    await userEvent.keyboard("{Enter}");
    await expect(spot).toHaveAttribute("aria-expanded", "true");
    await expectNoHorizontalOverflow(canvasElement, { width: 375 });
    await userEvent.keyboard("{Escape}");
    await expect(spot).toHaveFocus();
    await expect(spot).toHaveAttribute("aria-expanded", "false");
  },
};

export const Dutch: Story = { globals: { locale: "nl-NL", viewport: { value: "desktop" } } };
export const German: Story = { globals: { locale: "de-DE", viewport: { value: "mobile375" } } };
export const French: Story = { globals: { locale: "fr-FR", viewport: { value: "desktop" } } };

export const Empty: Story = {
  args: { looks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("There are no looks yet.")).toBeVisible();
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: {
    title: "Herbst-Winter-Lookbook der Herrenkollektion",
    looks: [{ ...LOOKS[0]!, hotspots: [{ id: "x", x: 95, y: 95, product: { title: "Zweireihiger Mantel aus recycelter Schurwolle mit Kaschmiranteil", href: "/p/CO-1/mantel", price: "1.249,95 €" } }] }],
  },
  play: async ({ canvasElement }) => {
    const spot = within(canvasElement).getByRole("button");
    await userEvent.click(spot);
    await expectTextsVisible(canvasElement, ["Herbst-Winter-Lookbook der Herrenkollektion"]);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
