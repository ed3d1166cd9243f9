import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ARTICLE_BODY, BLOG_ARTICLES, BLOG_HERO_DESKTOP, BLOG_HERO_MOBILE, CONTENT_PRODUCTS, fragmentImageUrl } from "../../fixtures/content-blocks";
import { TextProvider } from "../../text/text-context";
import { BlogArticle } from "./BlogArticle";
import { BlogCard } from "./BlogCard";
import { BlogOverview } from "./BlogOverview";

const page1 = BLOG_ARTICLES.slice(0, 8);

describe("BlogOverview (presentation-content.md §2 blog page)", () => {
  it("shows breadcrumbs Home > Blog, the title, the hero, 'Latest blogs' and a grid of 8 cards", () => {
    const { container } = render(<BlogOverview title="Stories" homeHref="/" blogHref="/blog/" desktopAsset={BLOG_HERO_DESKTOP} mobileAsset={BLOG_HERO_MOBILE} articles={page1} total={12} page={1} imageUrl={fragmentImageUrl} />);
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumbs" }));
    expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(crumbs.getByText("Blog")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 1, name: "Stories" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Latest blogs" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(8);
    // §9 blog srcset widths on the hero.
    const source = container.querySelector("picture source")!;
    expect(source.getAttribute("srcset")!.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["1920w", "1440w", "1280w", "1023w", "768w", "540w", "400w"]);
  });

  it.each([[undefined], [""], ["   "]])("falls back to 'The Journal.' for title %j", (title) => {
    render(<BlogOverview {...(title === undefined ? {} : { title })} homeHref="/" blogHref="/blog/" articles={page1} total={12} page={1} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("The Journal.");
  });

  it("§9: 5 pagination links on the blog, ?page=N after page 1", () => {
    render(<BlogOverview homeHref="/" blogHref="/blog/" articles={page1} total={60} page={4} />);
    const nav = within(screen.getByRole("navigation", { name: "Pagination" }));
    expect(nav.getAllByRole("link", { name: /^Page / }).map((link) => link.textContent)).toEqual(["2", "3", "4", "5", "6"]);
    expect(nav.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/blog/?page=3");
    expect(nav.getByRole("link", { name: "Page 4" })).toHaveAttribute("aria-current", "page");
  });

  it("page 2 links back to the blog's own address for page 1", () => {
    render(<BlogOverview homeHref="/" blogHref="/blog/" articles={BLOG_ARTICLES.slice(8)} total={12} page={2} />);
    expect(screen.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/blog/");
    expect(screen.getAllByRole("article")).toHaveLength(4);
  });

  it("loading: placeholders and a status, no pagination", () => {
    render(<BlogOverview homeHref="/" blogHref="/blog/" articles={[]} total={12} page={1} loading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("empty and error states", async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<BlogOverview homeHref="/" blogHref="/blog/" articles={[]} total={0} page={1} />);
    expect(screen.getByText("There are no articles yet.")).toBeInTheDocument();
    rerender(<BlogOverview homeHref="/" blogHref="/blog/" articles={[]} total={0} page={1} error onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The articles could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe("BlogCard (§2 'Cards link to the article (card link url, else the story's full slug) and show card image and title')", () => {
  it("links the full slug, localized with the trailing slash", () => {
    render(<BlogOverview homeHref="/" blogHref="/en/blog/" articles={[BLOG_ARTICLES[0]!]} total={1} page={1} localize={(path) => `/en${path}`} trailingSlash />);
    expect(screen.getByRole("link", { name: "How to wear a flannel overshirt" })).toHaveAttribute("href", "/en/blog/how-to-wear-a-flannel-overshirt/");
  });

  it("links the card link url when there is one, and shows the date in the shopper's language", () => {
    render(
      <TextProvider t={(key) => key} locale="nl-NL">
        <BlogCard article={BLOG_ARTICLES[2]!} />
      </TextProvider>,
    );
    expect(screen.getByRole("link", { name: "Five knits for the colder months" })).toHaveAttribute("href", "/c/knitwear");
    expect(screen.getByText("26 oktober 2026")).toHaveAttribute("datetime", BLOG_ARTICLES[2]!.publishedAt);
  });

  it("has no date for an unreadable one", () => {
    const { container } = render(<BlogCard article={{ ...BLOG_ARTICLES[0]!, publishedAt: "soon" }} />);
    expect(container.querySelector("time")).toBeNull();
  });
});

describe("BlogArticle", () => {
  it("shows breadcrumbs to the blog, the title, the body blocks and a link back", () => {
    render(<BlogArticle title="Linen in the city" publishedAt="2026-06-01T08:00:00Z" desktopAsset={BLOG_HERO_DESKTOP} body={ARTICLE_BODY} homeHref="/" blogHref="/blog/" products={CONTENT_PRODUCTS} />);
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumbs" }));
    expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog/");
    expect(crumbs.getByText("Linen in the city")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 1, name: "Linen in the city" })).toBeInTheDocument();
    expect(screen.getByText("June 1, 2026")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Shop the article" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/blog/");
  });

  it("shows a spinner while loading", () => {
    render(<BlogArticle title="Linen in the city" body={ARTICLE_BODY} homeHref="/" blogHref="/blog/" loading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(screen.queryByRole("heading", { name: "Made to last" })).toBeNull();
  });
});
