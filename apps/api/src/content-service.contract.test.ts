import {
  blogListReplySchema,
  cdnStoryReplySchema,
  liveEventSchema,
  pageStorySchema,
  previewTokenReplySchema,
  releaseSchema,
  storiesReplySchema,
  storySchema,
  themeStorySchema,
  type LiveEvent,
  type PageStory,
  type Story,
} from "@shop/cms";
import { envelopeOf, errorEnvelopeSchema } from "@shop/sync-queue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTENT_SPACE_ID, previewLinkToken } from "./content/preview-tokens";
import { createServer } from "./server";
import { createTestShop, productSource, type TestShop } from "./testing/test-server";

const EDITOR_TOKEN = "editor-token-for-the-contract-tests";
const CMS = "/api/ext/cms";
const SERVICE = "/content-service/v1";
const editor = { authorization: `Bearer ${EDITOR_TOKEN}` };

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ contentEditorToken: EDITOR_TOKEN });
});
afterAll(() => shop.close());

const cmsStory = async (slug: string) => envelopeOf(storySchema).parse((await shop.request("GET", `${CMS}/story/${slug}`)).body).result;
const pageOf = async (slug: string): Promise<PageStory> => pageStorySchema.parse(await cmsStory(slug));
const draftOf = async (id: number, token: string) => cdnStoryReplySchema.parse((await shop.request("GET", `${SERVICE}/cdn/stories/${id}?version=draft&token=${encodeURIComponent(token)}`)).body).story;

/** A preview token, the way an editor's preview link gets one (validate-editor). */
async function previewToken(): Promise<string> {
  const link = await shop.request("GET", `${SERVICE}/editor/preview-link?storyId=1`, { headers: editor });
  expect(link.status).toBe(200);
  const query = z.object({ spaceId: z.string(), timestamp: z.string(), token: z.string() }).parse(link.body.query);
  const reply = await shop.request("GET", `${CMS}/validate-editor?${new URLSearchParams(query).toString()}`);
  return envelopeOf(previewTokenReplySchema).parse(reply.body).result.previewToken;
}

/** Saves a story's draft through the editor endpoint. */
const save = (id: number, story: Pick<Story, "name" | "full_slug" | "content">, extra: Record<string, unknown> = {}) =>
  shop.request("PUT", `${SERVICE}/editor/stories/${id}`, { headers: editor, body: { story: { name: story.name, full_slug: story.full_slug, content: story.content }, ...extra } });

describe("the theme per store view (presentation-content.md §3 theme components; §7 story/{storeCode}/config/theme)", () => {
  it.each([
    ["nl", "Overhemden", "Schrijf je in voor onze nieuwsbrief", "/klantenservice/"],
    ["en", "Shirts", "Subscribe to our newsletter", "/customer-service/"],
    ["de", "Hemden", "Abonnieren Sie unseren Newsletter", "/kundenservice/"],
    ["fr", "Chemises", "Abonnez-vous à notre newsletter", "/service-client/"],
  ])("%s: header, footer, menu, usp bar and search resolved, in its language", async (storeCode, shirts, newsletterTitle, customerService) => {
    const reply = await shop.request("GET", `${CMS}/story/${storeCode}/config/theme`);
    const theme = envelopeOf(themeStorySchema).parse(reply.body).result;
    expect(theme.full_slug).toBe(`${storeCode}/config/theme`);
    const { header, footer, menu, uspBar, search } = theme.content;
    expect(header.content.customerServiceLink).toEqual({ linktype: "url", url: customerService });
    expect(footer.content.newsletterTitle).toBe(newsletterTitle);
    expect(footer.content.newsletterSubtitle).toMatch(/10/);
    expect(footer.content.paymentIcons).toEqual(["ideal", "visa", "mastercard", "riverty"]);
    expect(footer.content.linkColumns.length).toBeGreaterThanOrEqual(3);
    expect(footer.content.copyrightFields[0]?.text).toMatch(/© 2026/);
    // The menu is the category tree: shirts first, with its subcategories, a show-all link and a promo tile.
    const [first] = menu.content.topLevelCategories;
    expect(first?.name).toBe(shirts);
    expect(first?.columns[0]?.menuItems.length).toBe(2);
    expect(first?.columns[0]?.showAllLink?.link).toEqual(first?.link);
    expect(first?.columns.length).toBeLessThan(5);
    expect(first?.cta?.asset.filename).toMatch(/^\/img\/[A-Z0-9-]+\.svg$/);
    expect(menu.content.topLevelCategories.map((entry) => entry.name)).not.toContain("Archive");
    expect(uspBar.content.messages.length).toBeGreaterThanOrEqual(3);
    for (const message of uspBar.content.messages) expect(message.link?.linktype).toBe("url");
    expect(search.content.popularSearches.length).toBeGreaterThan(0);
  });

  it("answers an unknown store code 400", async () => {
    const reply = await shop.request("GET", `${CMS}/story/xx/config/theme`);
    expect(reply.status).toBe(400);
    expect(errorEnvelopeSchema.parse(reply.body).code).toBe(400);
  });
});

describe("stories (§7 story/{slug}; §2 content slugs; commerce-core.md §2 CMS page fallback)", () => {
  it("serves the home page with hero, category tiles, a product carousel of seeded skus and text", async () => {
    const home = await pageOf("en/home");
    expect(home.content.body.map((block) => block.component)).toEqual(["hero", "category_tiles", "product_carousel", "text"]);
    const carousel = home.content.body.find((block) => block.component === "product_carousel");
    expect(carousel?.component === "product_carousel" && carousel.skus.length).toBeGreaterThanOrEqual(8);
    if (carousel?.component === "product_carousel") for (const sku of carousel.skus.slice(0, 3)) expect((await productSource(shop, sku)).sku).toBe(sku);
    const hero = home.content.body[0];
    expect(hero?.component === "hero" && [hero.desktopAsset.filename, hero.mobileAsset.filename]).toEqual(["/content-assets/home-hero-wide.svg", "/content-assets/home-hero-tall.svg"]);
  });

  it.each([
    ["nl", ["over-ons", "klantenservice", "verzenden-en-retourneren", "privacyverklaring", "algemene-voorwaarden", "maattabel"]],
    ["en", ["about-us", "customer-service", "shipping-and-returns", "privacy-statement", "terms-and-conditions", "size-guide"]],
    ["de", ["ueber-uns", "kundenservice", "versand-und-ruecksendung", "datenschutzerklaerung", "agb", "groessentabelle"]],
    ["fr", ["a-propos", "service-client", "livraison-et-retours", "politique-de-confidentialite", "conditions-generales", "guide-des-tailles"]],
  ])("%s has its CMS pages, lookbook and store locator", async (storeCode, slugs) => {
    for (const slug of [...slugs, "home", "lookbook", "storelocator"]) expect((await pageOf(`${storeCode}/${slug}`)).full_slug).toBe(`${storeCode}/${slug}`);
    const lookbook = await pageOf(`${storeCode}/lookbook`);
    const look = lookbook.content.body.find((block) => block.component === "shop_the_look");
    expect(look?.component === "shop_the_look" && look.hotspots.map((spot) => spot.sku)).toContain("SH-LIN-WHT");
    const locator = (await pageOf(`${storeCode}/storelocator`)).content.body[0];
    expect(locator?.component).toBe("store_locator");
    if (locator?.component === "store_locator") {
      expect(locator.stores.length).toBeGreaterThanOrEqual(5);
      expect(locator.stores[0]).toMatchObject({ address: { city: "Amsterdam" }, coordinates: { lat: 52.3702, lng: 4.8904 } });
      expect(locator.stores[0]?.openingHours).toHaveLength(7);
    }
  });

  it("reads a slug without a store code, with slashes around it, as the default store's; the store code alone is its home", async () => {
    expect((await cmsStory("over-ons/")).full_slug).toBe("nl/over-ons");
    expect((await cmsStory("de")).full_slug).toBe("de/home");
  });

  it("answers an unknown slug 404", async () => {
    const reply = await shop.request("GET", `${CMS}/story/en/no-such-page`);
    expect(reply.status).toBe(404);
    expect(errorEnvelopeSchema.parse(reply.body).code).toBe(404);
  });

  it("finds a story by uuid (get-by-uuid → stories[0]); an unknown uuid gives no stories", async () => {
    const home = await cmsStory("fr/home");
    const found = envelopeOf(storiesReplySchema).parse((await shop.request("GET", `${CMS}/get-by-uuid?uuid=${home.uuid}`)).body).result;
    expect(found.stories[0]?.id).toBe(home.id);
    const none = envelopeOf(storiesReplySchema).parse((await shop.request("GET", `${CMS}/get-by-uuid?uuid=00000000-0000`)).body).result;
    expect(none.stories).toEqual([]);
  });
});

describe("the blog list (§7 Blog: storeCode, slug, size, offset → stories and total; §9 page size 8)", () => {
  const list = async (query: string) => {
    const reply = await shop.request("GET", `${CMS}/blog/list?${query}`);
    expect(reply.status).toBe(200);
    return envelopeOf(blogListReplySchema).parse(reply.body).result;
  };

  it.each(["nl", "en", "de", "fr"])("%s: at least 12 articles, 8 a page by default, newest first, pages without overlap", async (storeCode) => {
    const first = await list(`storeCode=${storeCode}&slug=blog`);
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.stories).toHaveLength(8);
    const dates = first.stories.map((story) => story.first_published_at ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list(`storeCode=${storeCode}&slug=blog&size=8&offset=8`);
    expect(second.total).toBe(first.total);
    expect(second.stories).toHaveLength(first.total - 8);
    expect(second.stories.map((story) => story.id).filter((id) => first.stories.some((story) => story.id === id))).toEqual([]);
    for (const story of [...first.stories, ...second.stories]) expect(story.full_slug.startsWith(`${storeCode}/blog/`)).toBe(true);
  });

  it("removes the store-view prefix from the slug, takes the store code from the header, and pages past the end are empty", async () => {
    const prefixed = await list("storeCode=en&slug=en/blog&size=3&offset=0");
    expect(prefixed.stories.map((story) => story.full_slug)).toEqual((await list("storeCode=en&slug=blog&size=3")).stories.map((story) => story.full_slug));
    const byHeader = envelopeOf(blogListReplySchema).parse((await shop.request("GET", `${CMS}/blog/list?slug=blog&size=1`, { headers: { "x-store-code": "de" } })).body).result;
    expect(byHeader.stories[0]?.full_slug).toMatch(/^de\/blog\//);
    const past = await list("storeCode=en&slug=blog&size=8&offset=800");
    expect(past.stories).toEqual([]);
    expect(past.total).toBeGreaterThanOrEqual(12);
  });

  it.each([
    ["a size of 0", "storeCode=en&size=0"],
    ["a negative offset", "storeCode=en&offset=-8"],
    ["an unknown store code", "storeCode=xx"],
  ])("answers %s 400", async (_case, query) => {
    const reply = await shop.request("GET", `${CMS}/blog/list?${query}`);
    expect(reply.status).toBe(400);
    expect(errorEnvelopeSchema.parse(reply.body).code).toBe(400);
  });
});

describe("preview (§4 Preview mode; §7 validate-editor, cdn/stories/{id} with version draft, token, from_release)", () => {
  it("validates the editor's preview link and refuses a forged, old or foreign one", async () => {
    expect((await previewToken()).length).toBeGreaterThan(16);
    const now = Math.floor(Date.now() / 1000);
    const validate = (query: Record<string, string>) => shop.request("GET", `${CMS}/validate-editor?${new URLSearchParams(query).toString()}`);
    const signed = (timestamp: number, secret = EDITOR_TOKEN, spaceId = CONTENT_SPACE_ID) => ({ spaceId: String(spaceId), timestamp: String(timestamp), token: previewLinkToken(spaceId, secret, timestamp) });
    // The content service's own query form.
    const own = signed(now);
    expect((await shop.request("GET", `${CMS}/validate-editor?_storyblok_tk[space_id]=${own.spaceId}&_storyblok_tk[timestamp]=${own.timestamp}&_storyblok_tk[token]=${own.token}`)).status).toBe(200);
    for (const query of [signed(now, "another-secret-of-someone-else"), signed(now - 2 * 3600), signed(now, EDITOR_TOKEN, 99), { ...signed(now), token: "" }, {}]) {
      const reply = await validate(query);
      expect(reply.status).toBe(401);
      expect(errorEnvelopeSchema.parse(reply.body).result).toBe("The preview link is not valid or has expired.");
    }
  });

  it("shows a saved draft only with a valid preview token; shoppers keep the published version until it is published", async () => {
    const token = await previewToken();
    const page = await pageOf("en/about-us");
    const saved = await save(page.id, { ...page, content: { ...page.content, title: "About us (draft)" } });
    expect(saved.status).toBe(200);
    expect(cdnStoryReplySchema.parse(saved.body).story.content).toMatchObject({ title: "About us (draft)" });

    expect((await draftOf(page.id, token)).content).toMatchObject({ title: "About us (draft)" });
    for (const query of ["version=draft", "version=draft&token=not-a-token", `version=draft&token=${encodeURIComponent(`${token.split(".")[0]}.${"A".repeat(43)}`)}`]) {
      const refused = await shop.request("GET", `${SERVICE}/cdn/stories/${page.id}?${query}`);
      expect(refused.status).toBe(401);
      expect(errorEnvelopeSchema.parse(refused.body).result).toBe("A valid preview token is needed to read drafts.");
    }
    expect((await pageOf("en/about-us")).content.title).toBe("About us");
    const published = cdnStoryReplySchema.parse((await shop.request("GET", `${SERVICE}/cdn/stories/${page.id}`)).body).story;
    expect(published.content).toMatchObject({ title: "About us" });

    const publish = await shop.request("POST", `${SERVICE}/editor/stories/${page.id}/publish`, { headers: editor });
    expect(publish.status).toBe(200);
    const after = await pageOf("en/about-us");
    expect(after.content.title).toBe("About us (draft)");
    expect(after.published_at).not.toBe(page.published_at);
    expect(after.first_published_at).toBe(page.first_published_at);
  });

  it("resolves the theme draft's relations on the content service (resolve_relations theme.header…)", async () => {
    const token = await previewToken();
    const theme = await cmsStory("de/config/theme");
    const relations = "theme.header,theme.footer,theme.menu,theme.uspBar,theme.search";
    const reply = await shop.request("GET", `${SERVICE}/cdn/stories/de/config/theme?version=draft&token=${token}&resolve_relations=${relations}`);
    const story = z.object({ story: themeStorySchema }).parse(reply.body).story;
    expect(story.id).toBe(theme.id);
    expect(story.content.footer.full_slug).toBe("de/config/footer");
    const unresolved = cdnStoryReplySchema.parse((await shop.request("GET", `${SERVICE}/cdn/stories/${theme.id}?version=draft&token=${token}`)).body).story;
    expect(unresolved.content.component === "theme" && typeof unresolved.content.header).toBe("string");
  });

  it("keeps a release's version apart: from_release shows it, the draft and the shop do not, until the release is published", async () => {
    const token = await previewToken();
    const page = await pageOf("fr/a-propos");
    const created = await shop.request("POST", `${SERVICE}/editor/releases`, { headers: editor, body: { name: "Printemps" } });
    expect(created.status).toBe(201);
    const release = z.object({ release: releaseSchema }).parse(created.body).release;
    expect((await save(page.id, { ...page, content: { ...page.content, title: "À propos (printemps)" } }, { releaseId: release.id })).status).toBe(200);

    const fromRelease = await shop.request("GET", `${SERVICE}/cdn/stories/${page.id}?version=draft&token=${token}&from_release=${release.id}`);
    expect(cdnStoryReplySchema.parse(fromRelease.body).story.content).toMatchObject({ title: "À propos (printemps)" });
    expect((await draftOf(page.id, token)).content).toMatchObject({ title: "À propos" });
    expect((await shop.request("GET", `${SERVICE}/cdn/stories/${page.id}?from_release=${release.id}`)).status).toBe(401);
    expect((await shop.request("GET", `${SERVICE}/cdn/stories/${page.id}?version=draft&token=${token}&from_release=9999`)).status).toBe(404);

    expect((await shop.request("POST", `${SERVICE}/editor/releases/${release.id}/publish`, { headers: editor })).status).toBe(200);
    expect((await pageOf("fr/a-propos")).content.title).toBe("À propos (printemps)");
  });
});

describe("the editor endpoint (guarded by the editor token)", () => {
  it.each([
    ["no token", {}],
    ["a wrong token", { authorization: "Bearer not-the-editor-token" }],
    ["a preview token", { authorization: "Bearer 9999999999.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" }],
  ])("refuses %s with 401", async (_case, headers) => {
    const page = await pageOf("nl/maattabel");
    for (const [method, path] of [["PUT", `${SERVICE}/editor/stories/${page.id}`], ["POST", `${SERVICE}/editor/stories/${page.id}/publish`], ["GET", `${SERVICE}/editor/stories`]] as const) {
      const reply = await shop.request(method, path, { headers, body: method === "PUT" ? { story: { name: "x", full_slug: page.full_slug, content: page.content } } : undefined });
      expect(reply.status).toBe(401);
      expect(errorEnvelopeSchema.parse(reply.body).result).toBe("The editor token is missing or wrong.");
    }
    expect((await pageOf("nl/maattabel")).content).toEqual(page.content);
  });

  it("creates a story and publishes it; a taken full slug is 409", async () => {
    const content = { component: "page", _uid: "new-1", title: "Cadeaukaarten", body: [] };
    const created = await shop.request("POST", `${SERVICE}/editor/stories`, { headers: editor, body: { story: { name: "Cadeaukaarten", full_slug: "nl/cadeaukaarten", content }, publish: true } });
    expect(created.status).toBe(201);
    const story = cdnStoryReplySchema.parse(created.body).story;
    expect((await pageOf("nl/cadeaukaarten")).id).toBe(story.id);
    const again = await shop.request("POST", `${SERVICE}/editor/stories`, { headers: editor, body: { story: { name: "Dubbel", full_slug: "nl/cadeaukaarten", content } } });
    expect(again.status).toBe(409);
    expect(errorEnvelopeSchema.parse(again.body).result).toMatchObject({ errors: [{ path: "story.full_slug" }] });
  });

  it.each([
    ["a full slug without a known store code", "xx/page"],
    ["a store code alone", "nl"],
  ])("refuses %s", async (_case, fullSlug) => {
    const reply = await shop.request("POST", `${SERVICE}/editor/stories`, { headers: editor, body: { story: { name: "X", full_slug: fullSlug, content: { component: "page", _uid: "x", title: "X", body: [] } } } });
    expect(reply.status).toBe(400);
    expect(errorEnvelopeSchema.parse(reply.body).result).toMatchObject({ errors: [{ path: "story.full_slug" }] });
  });
});

describe("hostile content is refused on save (safe content: no script, no javascript: link, no event attribute)", () => {
  const asset = { filename: "/img/SH-OXF-WHT.svg", alt: "Shirt" };
  const hero = { component: "hero", _uid: "h-1", title: "Hero", desktopAsset: asset, mobileAsset: asset };
  const page = (body: unknown[], title = "Hostile") => ({ component: "page", _uid: "p-1", title, body });
  const text = (node: unknown) => ({ component: "text", _uid: "t-1", text: { type: "doc", content: [node] } });

  it.each([
    ["a script tag in a title", page([], "<script>alert(1)</script>"), "story.content.title"],
    ["an img with onerror in a hero title", page([{ ...hero, title: '<img src=x onerror="alert(1)">' }]), "story.content.body.0.title"],
    ["a javascript: link on a hero", page([{ ...hero, link: { linktype: "url", url: "javascript:alert(document.cookie)" } }]), "story.content.body.0.link.url"],
    ["a javascript: link hidden by a tab", page([{ ...hero, link: { linktype: "url", url: "java\tscript:alert(1)" } }]), "story.content.body.0.link.url"],
    ["an onerror attribute on an asset", page([{ ...hero, desktopAsset: { ...asset, onerror: "alert(1)" } }]), "story.content.body.0.desktopAsset"],
    ["a data: asset", page([{ ...hero, mobileAsset: { filename: "data:image/svg+xml,<svg onload=alert(1)>", alt: "" } }]), "story.content.body.0.mobileAsset.filename"],
    ["an html node in rich text", page([text({ type: "html", html: "<script>alert(1)</script>" })]), "story.content.body.0.text.content.0"],
    ["a javascript: link mark in rich text", page([text({ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] })]), "story.content.body.0.text.content.0.content.0.marks.0.attrs.href"],
    ["an unknown html block", page([{ component: "raw_html", _uid: "r-1", html: "<iframe src=//evil.example>" }]), "story.content.body.0"],
  ])("refuses %s with 400 at its field, and keeps the stored draft", async (_case, content, path) => {
    const token = await previewToken();
    const target = await pageOf("en/terms-and-conditions");
    const before = await draftOf(target.id, token);
    const reply = await save(target.id, { name: "Hostile", full_slug: target.full_slug, content: content as never });
    expect(reply.status).toBe(400);
    const errors = z.object({ errors: z.array(z.object({ path: z.string() })) }).parse(errorEnvelopeSchema.parse(reply.body).result).errors;
    // At the field, or inside it (the unknown key's or the wrong type's own path).
    expect(errors.some((error) => error.path === path || error.path.startsWith(`${path}.`))).toBe(true);
    expect(await draftOf(target.id, token)).toEqual(before);
  });

  it("refuses a theme that embeds a story instead of naming it by uuid", async () => {
    const theme = await cmsStory("en/config/theme");
    const reply = await save(theme.id, theme);
    expect(reply.status).toBe(400);
    expect(errorEnvelopeSchema.parse(reply.body).result).toMatchObject({ errors: [{ path: "story.content.header" }] });
  });
});

/** Reads server-sent events from a stream until `count` events have come, or fails after 5 s. */
async function readEvents(body: ReadableStream<Uint8Array>, count: number, trigger: () => Promise<void>): Promise<{ event: string; data: LiveEvent }[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: LiveEvent }[] = [];
  let buffer = "";
  const timeout = setTimeout(() => void reader.cancel(), 5000);
  await trigger();
  try {
    while (events.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = block.split("\n").filter((line) => line.startsWith("data: ")).map((line) => line.slice(6)).join("\n");
        if (event !== undefined) events.push({ event, data: liveEventSchema.parse(JSON.parse(data)) });
      }
    }
  } finally {
    clearTimeout(timeout);
    await reader.cancel().catch(() => undefined);
  }
  return events;
}

describe("the live preview (§4: 'input' updates the story in place, 'published' or 'changed' reloads unless only the slug changed)", () => {
  it("pushes a saved draft as 'input', a new slug as 'changed' and publishing as 'published'", async () => {
    const token = await previewToken();
    const page = await pageOf("de/agb");
    const response = await shop.server.fetch(new Request(`http://shop.test${SERVICE}/live/stories/${page.id}?token=${encodeURIComponent(token)}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    if (response.body === null) throw new Error("no stream");
    const events = await readEvents(response.body, 4, async () => {
      expect((await save(page.id, { ...page, content: { ...page.content, title: "AGB (Entwurf)" } })).status).toBe(200);
      expect((await save(page.id, { ...page, full_slug: "de/geschaeftsbedingungen", content: { ...page.content, title: "AGB (Entwurf)" } })).status).toBe(200);
      expect((await shop.request("POST", `${SERVICE}/editor/stories/${page.id}/publish`, { headers: editor })).status).toBe(200);
    });
    expect(events.map((entry) => entry.event)).toEqual(["input", "input", "changed", "published"]);
    const [input, , changed, published] = events.map((entry) => entry.data);
    expect(input?.action === "input" && input.story.content).toMatchObject({ title: "AGB (Entwurf)" });
    expect(changed).toEqual({ action: "changed", storyId: page.id, fullSlug: "de/geschaeftsbedingungen", previousFullSlug: "de/agb", slugOnly: true });
    expect(published).toEqual({ action: "published", storyId: page.id, fullSlug: "de/geschaeftsbedingungen", previousFullSlug: "de/agb", slugOnly: false });
    expect((await pageOf("de/geschaeftsbedingungen")).content.title).toBe("AGB (Entwurf)");
  });

  it("opens no stream without a valid preview token", async () => {
    const page = await pageOf("nl/home");
    for (const query of ["", "?token=nope"]) {
      const reply = await shop.request("GET", `${SERVICE}/live/stories/${page.id}${query}`);
      expect(reply.status).toBe(401);
    }
    expect((await shop.request("GET", `${SERVICE}/live/stories/999999?token=${encodeURIComponent(await previewToken())}`)).status).toBe(404);
  });
});

describe("content images (generated, never fetched)", () => {
  it("serves the seeded content images and refuses other names", async () => {
    const image = await shop.request("GET", "/content-assets/home-hero-wide.svg");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(String(image.body)).toMatch(/^<svg [^>]*width="1920" height="800"/);
    expect((await shop.request("GET", "/content-assets/home-hero-huge.svg")).status).toBe(404);
  });
});

describe("the content service on a socket, and its configuration", () => {
  it("pushes a saved draft to a preview over HTTP, and closing the server ends the open stream", async () => {
    const server = await createServer({ database: "memory", seed: false, port: 0, host: "127.0.0.1", contentEditorToken: EDITOR_TOKEN, log: () => undefined });
    let closed = false;
    try {
      const { url } = await server.listen();
      const send = (method: string, path: string, body?: unknown) =>
        fetch(`${url}${path}`, { method, headers: { ...editor, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
      const content = { component: "page", _uid: "p-1", title: "Socket", body: [] };
      const created = cdnStoryReplySchema.parse(await (await send("POST", `${SERVICE}/editor/stories`, { story: { name: "Socket", full_slug: "en/socket", content } })).json()).story;
      const timestamp = Math.floor(Date.now() / 1000);
      const validated = await fetch(`${url}${CMS}/validate-editor?spaceId=${CONTENT_SPACE_ID}&timestamp=${timestamp}&token=${previewLinkToken(CONTENT_SPACE_ID, EDITOR_TOKEN, timestamp)}`);
      const token = envelopeOf(previewTokenReplySchema).parse(await validated.json()).result.previewToken;
      const stream = await fetch(`${url}${SERVICE}/live/stories/${created.id}?token=${encodeURIComponent(token)}`);
      if (stream.body === null) throw new Error("no stream");
      const reader = stream.body.getReader();
      const events = await readEvents(
        new ReadableStream({ pull: async (controller) => { const { value, done } = await reader.read(); if (done) controller.close(); else controller.enqueue(value); } }),
        1,
        async () => {
          expect((await send("PUT", `${SERVICE}/editor/stories/${created.id}`, { story: { name: "Socket", full_slug: "en/socket", content: { ...content, title: "Socket (live)" } } })).status).toBe(200);
        },
      );
      expect(events[0]?.data).toMatchObject({ action: "input", storyId: created.id, story: { content: { title: "Socket (live)" } } });
      const reopened = await fetch(`${url}${SERVICE}/live/stories/${created.id}?token=${encodeURIComponent(token)}`);
      const finished = (async () => {
        const open = reopened.body?.getReader();
        while (open !== undefined && !(await open.read()).done);
        return true;
      })();
      await server.close();
      closed = true;
      expect(await finished).toBe(true);
    } finally {
      if (!closed) await server.close();
    }
  });

  // Starts three databases of its own (as a hook does: hence the hook's timeout).
  it("generates an editor token when none is configured, and serves no content routes when the service is off", { timeout: 120_000 }, async () => {
    const generated = await createServer({ database: "memory", seed: false, log: () => undefined });
    expect(generated.contentEditorToken?.length).toBeGreaterThanOrEqual(32);
    expect(generated.contentEditorTokenGenerated).toBe(true);
    await generated.close();
    const configured = await createServer({ database: "memory", seed: false, contentEditorToken: EDITOR_TOKEN, log: () => undefined });
    expect([configured.contentEditorToken, configured.contentEditorTokenGenerated]).toEqual([EDITOR_TOKEN, false]);
    await configured.close();
    const off = await createServer({ database: "memory", seed: false, contentService: false, log: () => undefined });
    expect(off.contentEditorToken).toBeUndefined();
    expect((await off.fetch(new Request("http://shop.test/api/ext/cms/story/nl/home"))).status).toBe(404);
    expect((await off.fetch(new Request(`http://shop.test${SERVICE}/cdn/stories/1`))).status).toBe(404);
    await off.close();
  });
});
