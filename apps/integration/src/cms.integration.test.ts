import {
  applyLiveEvent,
  blogPageKey,
  cdnStoryReplySchema,
  liveStoryUrl,
  loadBlogPage,
  loadCdpContact,
  updateCdpContact,
  loadStory,
  loadTheme,
  selectCurrentPage,
  selectStory,
  selectTheme,
  startPreview,
  subscribeToNewsletter,
  type Story,
} from "@shop/cms";
import { createCmsTestStore } from "@shop/cms/testing";
import { createConfig, switchStoreView } from "@shop/core";
import { createShopStore } from "@shop/store";
import { resolveUrl, serverResponseOf } from "@shop/url-resolver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startShop, type RunningShop } from "./support/start-shop";

// presentation-content.md §4, §7 and commerce-core.md §2, §7: @shop/cms's store part against apps/api's content service.

const EDITOR_TOKEN = "editor-token-for-the-cms-integration";
const editor = { authorization: `Bearer ${EDITOR_TOKEN}` };

describe("@shop/cms against apps/api", () => {
  let shop: RunningShop;
  beforeAll(async () => {
    shop = await startShop({ contentEditorToken: EDITOR_TOKEN });
  });
  afterAll(() => shop.close());

  const setup = () => createCmsTestStore({ config: { api: { url: shop.url } } });
  const send = async (method: string, path: string, body?: unknown) => {
    const reply = await fetch(`${shop.url}${path}`, { method, headers: { ...editor, "content-type": "application/json" }, ...(body !== undefined && { body: JSON.stringify(body) }) });
    return { status: reply.status, body: (await reply.json()) as unknown };
  };
  /** The editor's preview link of a story: the /storyblok route's query. */
  const previewQuery = async (storyId: number) => {
    const link = await send("GET", `/content-service/v1/editor/preview-link?storyId=${storyId}`);
    expect(link.status).toBe(200);
    return z.object({ query: z.record(z.string(), z.string()) }).parse(link.body).query;
  };
  /** A fresh page story of its own (tests do not disturb the seed's pages). */
  const createPage = async (fullSlug: string, title: string): Promise<Story> => {
    const content = { component: "page", _uid: "page-it-1", title, body: [] };
    const created = await send("POST", "/content-service/v1/editor/stories", { story: { name: title, full_slug: fullSlug, content }, publish: true });
    expect(created.status).toBe(201);
    return cdnStoryReplySchema.parse(created.body).story;
  };

  it.each([
    ["nl", "Schrijf je in voor onze nieuwsbrief"],
    ["en", "Subscribe to our newsletter"],
    ["de", "Abonnieren Sie unseren Newsletter"],
    ["fr", "Abonnez-vous à notre newsletter"],
  ])("the theme of store view %s, its relations resolved", async (storeCode, newsletterTitle) => {
    const { store, dispose } = setup();
    await store.dispatch(switchStoreView(storeCode));
    await store.dispatch(loadTheme()).unwrap();
    const theme = selectTheme(store.getState(), storeCode);
    expect(theme?.content.footer.content.newsletterTitle).toBe(newsletterTitle);
    expect(theme?.content.menu.content.topLevelCategories.length).toBeGreaterThan(0);
    dispose();
  });

  it("a CMS page story becomes the current page", async () => {
    const { store, dispose } = setup();
    await store.dispatch(loadStory({ fullSlug: "en/about-us" })).unwrap();
    expect(selectCurrentPage(store.getState())?.full_slug).toBe("en/about-us");
    dispose();
  });

  it("blog pages of 8 with the total, cached under store url + slug + size + offset", async () => {
    const { store, extra, dispose } = setup();
    await store.dispatch(switchStoreView("en"));
    const first = await store.dispatch(loadBlogPage({ slug: "en/blog", page: 1 })).unwrap();
    const second = await store.dispatch(loadBlogPage({ slug: "en/blog", page: 2 })).unwrap();
    expect(first.stories).toHaveLength(8);
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(second.stories.length).toBe(Math.min(8, first.total - 8));
    // Newest first, no article twice.
    const slugs = [...first.stories, ...second.stories].map((story) => story.full_slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.every((slug) => slug.startsWith("en/blog/"))).toBe(true);
    expect(Object.keys(store.getState().cms.blog).sort()).toEqual(["/en|blog|8|0", "/en|blog|8|8"]);
    expect(blogPageKey(store.getState(), extra.config, "blog", 2).key).toBe("/en|blog|8|8");
    dispose();
  });

  it("preview: a valid editor link gives a preview token, with which the draft shows; a bad one shows nothing", async () => {
    const published = await createPage("en/preview-it", "Preview (published)");
    const draft = { ...published.content, title: "Preview (draft)" };
    expect((await send("PUT", `/content-service/v1/editor/stories/${published.id}`, { story: { name: published.name, full_slug: published.full_slug, content: draft } })).status).toBe(200);
    const query = await previewQuery(published.id);

    const refused = setup();
    await expect(refused.store.dispatch(startPreview({ query: { ...query, token: "0".repeat(40) } })).unwrap()).rejects.toThrow();
    expect(refused.store.getState().cmsPreview).toMatchObject({ status: "refused", previewToken: null, drafts: {} });
    // Without a preview token the published version is what a shopper sees.
    await refused.store.dispatch(loadStory({ fullSlug: "en/preview-it" })).unwrap();
    expect(selectStory(refused.store.getState(), "en/preview-it")?.content).toMatchObject({ title: "Preview (published)" });
    refused.dispose();

    const editing = setup();
    await editing.store.dispatch(switchStoreView("en"));
    await editing.store.dispatch(startPreview({ query })).unwrap();
    const state = editing.store.getState();
    expect(state.cmsPreview.status).toBe("on");
    expect(selectStory(state, "en/preview-it")?.content).toMatchObject({ title: "Preview (draft)" });
    expect(selectTheme(state, "en")?.full_slug).toBe("en/config/theme");
    editing.dispose();
  });

  it("publishing: the published story is what the store loads next", async () => {
    const page = await createPage("en/publish-it", "Before");
    const { store, dispose } = setup();
    await store.dispatch(loadStory({ fullSlug: "en/publish-it" })).unwrap();
    expect(selectStory(store.getState(), "en/publish-it")?.content).toMatchObject({ title: "Before" });
    const saved = await send("PUT", `/content-service/v1/editor/stories/${page.id}`, { story: { name: page.name, full_slug: page.full_slug, content: { ...page.content, title: "After" } }, publish: true });
    expect(saved.status).toBe(200);
    await store.dispatch(loadStory({ fullSlug: "en/publish-it", force: true })).unwrap();
    expect(selectStory(store.getState(), "en/publish-it")?.content).toMatchObject({ title: "After" });
    dispose();
  });

  it("the pushed live update is applied to the store in place", async () => {
    const page = await createPage("en/live-it", "Live");
    const { store, config, dispose } = setup();
    await store.dispatch(switchStoreView("en"));
    await store.dispatch(startPreview({ query: await previewQuery(page.id) })).unwrap();
    const previewToken = store.getState().cmsPreview.previewToken;
    if (previewToken === null) throw new Error("no preview token");
    // The app's EventSource, here a fetch reading the stream: each event's data goes to applyLiveEvent.
    const stream = await fetch(liveStoryUrl(config, { storyId: page.id, previewToken, release: null }));
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    const timeout = setTimeout(() => void reader.cancel(), 5000);
    expect((await send("PUT", `/content-service/v1/editor/stories/${page.id}`, { story: { name: page.name, full_slug: page.full_slug, content: { ...page.content, title: "Live (typed)" } } })).status).toBe(200);
    let buffer = "";
    let decision: unknown = null;
    try {
      while (decision === null) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const block = /(^|\n)event: input\n(data: .*)\n\n/.exec(buffer);
        if (block?.[2]) decision = await store.dispatch(applyLiveEvent({ event: JSON.parse(block[2].slice(6)) })).unwrap();
      }
    } finally {
      clearTimeout(timeout);
      await reader.cancel().catch(() => undefined);
    }
    expect(decision).toEqual({ kind: "update-in-place" });
    expect(selectStory(store.getState(), "en/live-it")?.content).toMatchObject({ title: "Live (typed)" });
    expect(store.getState().cmsPreview.reloadRequested).toBe(false);
    dispose();
  });

  it("the URL resolver's CMS page fallback finds a page through @shop/cms; an unknown path is a 404", async () => {
    const { store, dispose } = createShopStore({ config: createConfig({ api: { url: shop.url } }), runtime: "server", logger: { warn: () => undefined, error: () => undefined } });
    const found = await store.dispatch(resolveUrl({ path: "/en/about-us/" })).unwrap();
    expect(found).toMatchObject({ kind: "route", source: "cms-lookup" });
    expect(serverResponseOf(await store.dispatch(resolveUrl({ path: "/en/no-such-page-anywhere/" })).unwrap())).toMatchObject({ status: 404 });
    dispose();
  });

  it("newsletter: subscribed, then already subscribed (a warning), contact_id stored", async () => {
    const email = `cms.it.${Date.now()}@example.com`;
    const first = setup();
    expect(await first.store.dispatch(subscribeToNewsletter({ email, token: "captcha" })).unwrap()).toBe("subscribed");
    const contactId = first.store.getState().cmsNewsletter.contactId;
    expect(contactId).toMatch(/^contact-/);
    expect(first.store.getState().notifications.items.at(-1)).toMatchObject({ type: "success", message: "You have been successfully subscribed to our newsletter!" });
    first.dispose();

    const again = setup();
    expect(await again.store.dispatch(subscribeToNewsletter({ email })).unwrap()).toBe("already-subscribed");
    expect(again.store.getState().cmsNewsletter.contactId).toBe(contactId);
    expect(again.store.getState().notifications.items.at(-1)).toMatchObject({ type: "warning", message: "You are already subscribed to our newsletter!" });
    again.dispose();
  });

  it("customer-data platform: a customer's contact by external_id, its overview and an update (the api's simulator)", async () => {
    const email = `cdp.it.${Date.now()}@example.com`;
    const created = await send("POST", "/api/ext/shop/create", { customer: { email, firstname: "Cdp", lastname: "Shopper" }, password: "Secret123!" });
    expect(created.status).toBe(200);
    const customerId = z.object({ result: z.object({ id: z.number() }) }).parse(created.body).result.id;
    const { store, dispose } = setup();
    const contactId = await store.dispatch(loadCdpContact({ externalId: String(customerId) })).unwrap();
    expect(contactId).toMatch(/^contact-/);
    expect(store.getState().cmsNewsletter.overview).toEqual({ favstore: null, favbrand: null });
    expect(await store.dispatch(updateCdpContact({ favstore: "Rotterdam" })).unwrap()).toBe(true);
    expect(store.getState().cmsNewsletter.overview).toEqual({ favstore: "Rotterdam", favbrand: null });
    // Silent: an unknown customer is no contact and no notification.
    expect(await store.dispatch(loadCdpContact({ externalId: "999999" })).unwrap()).toBeNull();
    expect(store.getState().notifications.items).toEqual([]);
    dispose();
  });
});
