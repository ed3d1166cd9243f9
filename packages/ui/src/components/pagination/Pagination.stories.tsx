import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Pagination } from "./Pagination";
import { padded } from "../../fixtures/story-frame";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";

// Category pages omit ?page for page 1 (presentation-content.md §2).
const hrefForPage = (page: number) => (page === 1 ? "/c/shirts/" : `/c/shirts/?page=${page}`);

const meta = {
  title: "Navigation/Pagination",
  component: Pagination,
  args: { currentPage: 1, totalPages: 10, hrefForPage, loadedCount: 20, totalCount: 200, loading: false },
  decorators: [padded()],
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const numbers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("link", { name: /^Page / })
    .map((link) => link.textContent);

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // §2: the previous arrow is hidden (not greyed) on the first page; 3 numbers by default.
    await expect(canvas.queryByRole("link", { name: "Previous" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/c/shirts/?page=2");
    await expect(numbers(canvasElement)).toEqual(["1", "2", "3"]);
    await expect(canvas.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/c/shirts/");
  },
};

export const MiddlePage: Story = {
  args: { currentPage: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(numbers(canvasElement)).toEqual(["4", "5", "6"]);
    await expect(canvas.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/c/shirts/?page=4");
    // §9: items are 40 px.
    await expect(canvas.getByRole("link", { name: "Page 5" }).getBoundingClientRect().height).toBe(40);
  },
};

export const LastPage: Story = {
  args: { currentPage: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link", { name: "Next" })).toBeNull();
    await expect(numbers(canvasElement)).toEqual(["8", "9", "10"]);
  },
};

/** A stale ?page=12 of a list now 10 pages long shows as the last page. */
export const CurrentPageBeyondTheEnd: Story = {
  args: { currentPage: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(numbers(canvasElement)).toEqual(["8", "9", "10"]);
    await expect(canvas.getByRole("link", { name: "Page 10" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/c/shirts/?page=9");
    await expect(canvas.queryByRole("link", { name: "Next" })).toBeNull();
  },
};

export const BlogFivePages: Story = {
  args: { currentPage: 6, totalPages: 12, visiblePages: 5, hrefForPage: (page: number) => `/blog/?page=${page}` },
  play: async ({ canvasElement }) => {
    await expect(numbers(canvasElement)).toEqual(["4", "5", "6", "7", "8"]);
  },
};

export const ClientSideNavigation: Story = {
  args: { currentPage: 2 },
  // The app's router stand-in: page links go through LinkProvider.
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: "Page 3" }));
    await expect(within(canvasElement).getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /c/shirts/?page=3");
  },
};

/** With counts: loading hides it although fewer items are loaded than the total. */
export const HiddenWhileLoading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  },
};

/** Without counts (the blog may leave them out), loading alone hides it. */
export const HiddenWhileLoadingWithoutCounts: Story = {
  args: { loadedCount: undefined, totalCount: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  },
};

export const HiddenWhenEverythingIsLoaded: Story = {
  args: { loadedCount: 200, totalCount: 200 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  },
};

export const SinglePage: Story = {
  args: { totalPages: 1, loadedCount: undefined, totalCount: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { currentPage: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Seitennavigation" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Seite 3" })).toHaveAttribute("aria-current", "page");
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile320" } }, args: { currentPage: 99, totalPages: 120 } };
