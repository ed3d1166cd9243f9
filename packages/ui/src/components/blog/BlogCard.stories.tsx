import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BLOG_ARTICLES, fragmentImageUrl } from "../../fixtures/content-blocks";
import { padded } from "../../fixtures/story-frame";
import { ContentOptionsProvider } from "../content-blocks/content-context";
import { BlogCard } from "./BlogCard";

/** §2 blog card: card image and title linking to the article (card link url, else the full slug). */
const meta = {
  title: "Content/Blog card",
  component: BlogCard,
  args: { article: BLOG_ARTICLES[0]! },
  decorators: [
    padded(360),
    (Story) => (
      <ContentOptionsProvider options={{ imageUrl: fragmentImageUrl, trailingSlash: true }}>
        <Story />
      </ContentOptionsProvider>
    ),
  ],
} satisfies Meta<typeof BlogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullSlug: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).toHaveAttribute("href", "/blog/how-to-wear-a-flannel-overshirt/");
  },
};

export const CardLinkUrl: Story = {
  args: { article: BLOG_ARTICLES[2]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).toHaveAttribute("href", "/c/knitwear/");
  },
};

export const WithoutImageMobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { article: { id: "x", title: "Packing light for a weekend away", fullSlug: "blog/packing-light" } },
};

export const Dutch: Story = { globals: { locale: "nl-NL" } };
export const German: Story = { globals: { locale: "de-DE" } };
export const French: Story = { globals: { locale: "fr-FR" } };
