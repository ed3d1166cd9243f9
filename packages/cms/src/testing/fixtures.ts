import type { BlogArticleStory, Story, ThemeStory } from "../content/story.schemas";

let nextId = 1000;
const at = "2026-01-01T10:00:00.000Z";
const base = (fullSlug: string, name: string) => {
  const id = nextId++;
  return { id, uuid: `uuid-${id}`, name, slug: fullSlug.split("/").at(-1) ?? fullSlug, full_slug: fullSlug, created_at: at, published_at: at, first_published_at: at };
};

/** A page story (component page) that fits `storySchema`. */
export function pageStoryFixture(fullSlug: string, title = "About us"): Story {
  return { ...base(fullSlug, title), content: { component: "page", _uid: "page-1", title, body: [] } };
}

/** A blog article story that fits `blogArticleStorySchema`. */
export function blogArticleFixture(fullSlug: string, title: string): BlogArticleStory {
  const image = { filename: "/content-assets/a.svg", alt: title };
  return { ...base(fullSlug, title), content: { component: "blog_article", _uid: "art-1", title, cardImage: image, desktopAsset: image, mobileAsset: image, body: [] } };
}

/** A resolved theme of a store view that fits `themeStorySchema`. */
export function themeStoryFixture(storeCode: string, newsletterTitle = "Newsletter"): ThemeStory {
  const link = { linktype: "url" as const, url: "/klantenservice" };
  return {
    ...base(`${storeCode}/config/theme`, "Theme"),
    content: {
      component: "theme",
      _uid: "theme-1",
      header: { ...base(`${storeCode}/config/header`, "Header"), content: { component: "header", _uid: "h-1", customerServiceLink: link } },
      footer: {
        ...base(`${storeCode}/config/footer`, "Footer"),
        content: { component: "footer", _uid: "f-1", newsletterTitle, newsletterSubtitle: "", linkColumns: [], paymentIcons: ["ideal"], copyrightFields: [] },
      },
      menu: { ...base(`${storeCode}/config/menu`, "Menu"), content: { component: "menu", _uid: "m-1", topLevelCategories: [] } },
      uspBar: { ...base(`${storeCode}/config/usp-bar`, "Usp"), content: { component: "usp_bar", _uid: "u-1", messages: [{ _uid: "u-2", boldLabel: "Free", label: "shipping" }] } },
      search: { ...base(`${storeCode}/config/search`, "Search"), content: { component: "search", _uid: "s-1", popularSearchesTitle: "Popular", popularSearches: [], quickLinks: [] } },
    },
  };
}
