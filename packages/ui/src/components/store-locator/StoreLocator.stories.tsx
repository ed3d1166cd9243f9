import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SHOPPER_POSITION, STORE_LOCATIONS } from "../../fixtures/content-blocks";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { StoreLocator } from "./StoreLocator";

/** The store locator (/storelocator): search by city or postcode, nearest first with the distance. */
const meta = {
  title: "Content/Store locator",
  component: StoreLocator,
  args: { stores: STORE_LOCATIONS, onUseMyLocation: fn(), onQueryChange: fn() },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof StoreLocator>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

export const AllStores: Story = {
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toHaveLength(5);
  },
};

export const SearchByPostcode: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole("searchbox", { name: "City or postcode" }), "3012");
    await expect(names(canvasElement)).toEqual(["Rotterdam Lijnbaan"]);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith("3012");
  },
};

export const NearestFirstMobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  args: { origin: SHOPPER_POSITION },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)[0]).toBe("Den Haag Hoogstraat");
    await expect(within(canvasElement).getByText("8.1 km away")).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, { width: 375 });
  },
};

export const Dutch: Story = { globals: { locale: "nl-NL", viewport: { value: "desktop" } }, args: { origin: SHOPPER_POSITION } };
export const German: Story = { globals: { locale: "de-DE", viewport: { value: "mobile375" } }, args: { origin: SHOPPER_POSITION } };
export const French: Story = { globals: { locale: "fr-FR", viewport: { value: "desktop" } }, args: { initialQuery: "Lyon" } };

export const Locating: Story = { args: { locating: true } };

export const NoMatch: Story = {
  args: { initialQuery: "Groningen" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("No stores found for “Groningen”.");
  },
};

export const Loading: Story = { args: { stores: [], loading: true } };

export const LoadError: Story = {
  args: { stores: [], error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: {
    origin: SHOPPER_POSITION,
    stores: [{ ...STORE_LOCATIONS[4]!, name: "Herrenmodehaus Schneider an der Königsallee, Eingang Kö-Galerie", street: "Königsallee 60, Kö-Galerie, Erdgeschoss" }],
  },
  play: async ({ canvasElement }) => {
    await expectTextsVisible(canvasElement, ["Herrenmodehaus Schneider an der Königsallee, Eingang Kö-Galerie", "Meinen Standort verwenden"]);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
