import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { padded } from "../../fixtures/story-frame";
import { Breadcrumbs } from "./Breadcrumbs";

const meta = {
  title: "Listing/Breadcrumbs",
  component: Breadcrumbs,
  args: { crumbs: [{ label: "Home", href: "/" }, { label: "Men", href: "/c/men/" }, { label: "Shirts", href: "/c/men/shirts/" }, { label: "Business shirts" }] },
  decorators: [padded(), withRouterSpy()],
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryPath: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole("navigation", { name: "Breadcrumbs" }));
    await expect(nav.getAllByRole("link")).toHaveLength(3);
    await expect(nav.getByText("Business shirts")).toHaveAttribute("aria-current", "page");
    await userEvent.click(nav.getByRole("link", { name: "Men" }));
    await expect(within(canvasElement).getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /c/men/");
  },
};

/** presentation-content.md §2 blog: "Home > Blog". */
export const TwoCrumbs: Story = {
  args: { crumbs: [{ label: "Home", href: "/" }, { label: "Blog" }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { crumbs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { crumbs: [{ label: "Home", href: "/" }, { label: "Heren", href: "/c/heren/" }, { label: "Overhemden" }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Kruimelpad" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { crumbs: [{ label: "Startseite", href: "/" }, { label: "Herren", href: "/c/herren/" }, { label: "Hemden" }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Brotkrumennavigation" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { crumbs: [{ label: "Accueil", href: "/" }, { label: "Homme", href: "/c/homme/" }, { label: "Chemises" }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("navigation", { name: "Fil d'Ariane" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: {
    crumbs: [
      { label: "Startseite", href: "/" },
      { label: "Herrenbekleidung", href: "/c/herren/" },
      { label: "Businesshemden und Anzughemden", href: "/c/herren/hemden/" },
      { label: "Bügelfreie Businesshemden mit Haifischkragen in Übergröße" },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Bügelfreie Businesshemden mit Haifischkragen in Übergröße"]);
  },
};
