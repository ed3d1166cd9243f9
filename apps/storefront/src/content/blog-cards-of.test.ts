import type { Story } from "@shop/cms";
import { describe, expect, it } from "vitest";
import { articlePathOf, blogCardsOf } from "./blog-cards-of";

const storeCodes = ["nl", "en", "de", "fr"];
const localize = (path: string) => `/en${path}`;

describe("articlePathOf", () => {
  it.each([
    ["drops the store code and localizes with a trailing slash", "en/blog/how-to-wear-linen", "/en/blog/how-to-wear-linen/"],
    ["a slug without a store code stays whole", "blog/how-to-wear-linen", "/en/blog/how-to-wear-linen/"],
    ["extra slashes are ignored", "/en/blog/linen/", "/en/blog/linen/"],
  ])("%s", (_name, fullSlug, expected) => {
    expect(articlePathOf(fullSlug, storeCodes, localize)).toBe(expected);
  });
});

const base = { uuid: "u", name: "n", slug: "s", created_at: "2026-01-01T00:00:00.000Z", published_at: "2026-01-02T00:00:00.000Z" };
const article = (id: number, fullSlug: string, extra: Record<string, unknown> = {}, published: string | null = "2026-01-02T00:00:00.000Z") =>
  ({
    ...base,
    id,
    full_slug: fullSlug,
    first_published_at: published,
    content: { component: "blog_article", _uid: `a${id}`, title: `Article ${id}`, cardImage: { filename: `/content-assets/${id}.svg`, alt: "" }, desktopAsset: { filename: "/d.svg", alt: "" }, mobileAsset: { filename: "/m.svg", alt: "" }, body: [], ...extra },
  }) as unknown as Story;

describe("blogCardsOf (§2 cards link to the card link url, else the story's full slug)", () => {
  const hrefOf = (link: { linktype: string; url?: string }) => (link.linktype === "url" && link.url?.startsWith("https://") ? link.url : undefined);
  it("maps articles, their card link when safe, their date; leaves other stories out", () => {
    const page = { ...base, id: 9, full_slug: "en/about-us", first_published_at: null, content: { component: "page", _uid: "p", title: "About", body: [] } } as unknown as Story;
    const cards = blogCardsOf(
      [
        article(1, "en/blog/linen"),
        article(2, "en/blog/oxford", { cardLink: { linktype: "url", url: "https://journal.example/oxford" } }),
        article(3, "en/blog/draft", { cardLink: { linktype: "url", url: "javascript:alert(1)" } }, null),
        page,
      ],
      { storeCodes, localize, hrefOf: hrefOf as never },
    );
    expect(cards).toEqual([
      { id: "1", title: "Article 1", fullSlug: "/en/blog/linen/", cardImage: { filename: "/content-assets/1.svg", alt: "" }, publishedAt: "2026-01-02T00:00:00.000Z" },
      { id: "2", title: "Article 2", fullSlug: "/en/blog/oxford/", cardImage: { filename: "/content-assets/2.svg", alt: "" }, cardLinkUrl: "https://journal.example/oxford", publishedAt: "2026-01-02T00:00:00.000Z" },
      { id: "3", title: "Article 3", fullSlug: "/en/blog/draft/", cardImage: { filename: "/content-assets/3.svg", alt: "" } },
    ]);
  });
});
