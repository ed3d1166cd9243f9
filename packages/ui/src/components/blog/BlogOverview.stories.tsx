import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BLOG_ARTICLES, BLOG_HERO_DESKTOP, BLOG_HERO_MOBILE, fragmentImageUrl } from "../../fixtures/content-blocks";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { BlogOverview } from "./BlogOverview";

/** presentation-content.md §2 blog page: breadcrumbs, title ('The Journal.' fallback), hero, 'Latest blogs', 8 cards, 5 pagination links. */
const meta = {
  title: "Content/Blog overview",
  component: BlogOverview,
  args: {
    homeHref: "/",
    blogHref: "/blog/",
    desktopAsset: BLOG_HERO_DESKTOP,
    mobileAsset: BLOG_HERO_MOBILE,
    articles: BLOG_ARTICLES.slice(0, 8),
    total: 60,
    page: 1,
    imageUrl: fragmentImageUrl,
  },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof BlogOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("The Journal.");
    await expect(canvas.getAllByRole("article")).toHaveLength(8);
    const pages = within(canvas.getByRole("navigation", { name: "Pagination" })).getAllByRole("link", { name: /^Page / });
    await expect(pages.map((link) => link.textContent)).toEqual(["1", "2", "3", "4", "5"]);
  },
};

export const MiddlePageMobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  args: { page: 4, title: "Stories from the atelier" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/blog/?page=3");
    await expectNoHorizontalOverflow(canvasElement, { width: 375 });
  },
};

export const Dutch: Story = { globals: { locale: "nl-NL", viewport: { value: "desktop" } } };
export const German: Story = { globals: { locale: "de-DE", viewport: { value: "mobile375" } }, args: { page: 2, articles: BLOG_ARTICLES.slice(8), total: 12 } };
export const French: Story = { globals: { locale: "fr-FR", viewport: { value: "desktop" } } };

export const Loading: Story = {
  args: { articles: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const Empty: Story = {
  args: { articles: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("There are no articles yet.")).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { articles: [], total: 0, error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: {
    title: "Geschichten aus dem Atelier: Handwerk, Stoffe und Herrenmode",
    articles: [{ ...BLOG_ARTICLES[0]!, title: "Wie man ein Flanell-Überhemd über einem Rollkragenpullover trägt, ohne aufzutragen" }, ...BLOG_ARTICLES.slice(1, 3)],
    total: 3,
  },
  play: async ({ canvasElement }) => {
    await expectTextsVisible(canvasElement, ["Geschichten aus dem Atelier: Handwerk, Stoffe und Herrenmode", "Wie man ein Flanell-Überhemd über einem Rollkragenpullover trägt, ohne aufzutragen"]);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
