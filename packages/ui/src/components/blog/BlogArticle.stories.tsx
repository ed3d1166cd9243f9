import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ARTICLE_BODY, BLOG_HERO_DESKTOP, BLOG_HERO_MOBILE, CONTENT_PRODUCTS, fragmentImageUrl } from "../../fixtures/content-blocks";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { BlogArticle } from "./BlogArticle";

/** A blog article (§3 blog article): breadcrumbs, title, date, hero (§9 blog widths), body blocks, back to the blog. */
const meta = {
  title: "Content/Blog article",
  component: BlogArticle,
  args: {
    title: "Linen in the city",
    publishedAt: "2026-06-01T08:00:00.000Z",
    desktopAsset: BLOG_HERO_DESKTOP,
    mobileAsset: BLOG_HERO_MOBILE,
    body: ARTICLE_BODY,
    homeHref: "/",
    blogHref: "/blog/",
    products: CONTENT_PRODUCTS,
    imageUrl: fragmentImageUrl,
  },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof BlogArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Linen in the city" })).toBeVisible();
    await expect(canvas.getByText("June 1, 2026")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/blog/");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, { width: 375, scrollers: ".shop-carousel__track" });
  },
};

export const Dutch: Story = { globals: { locale: "nl-NL", viewport: { value: "mobile375" } } };
export const German: Story = { globals: { locale: "de-DE", viewport: { value: "desktop" } } };
export const French: Story = { globals: { locale: "fr-FR", viewport: { value: "desktop" } } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { title: "Leinen in der Stadt: wie man Sommerstoffe im Büroalltag trägt, ohne zu knittern", body: [] },
  play: async ({ canvasElement }) => {
    await expectTextsVisible(canvasElement, ["Zurück zum Blog"]);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
