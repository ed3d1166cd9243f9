import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { switchStoreView } from "@shop/core";
import { createTestConfig } from "@shop/core/testing";
import { selectCurrentPage, selectStory, selectTheme } from "./cms.selectors";
import { loadBlogPage, loadStory, loadTheme } from "./cms.thunks";
import { newsletterModalClosed } from "./newsletter.slice";
import { loadDraftStory, applyLiveEvent, startPreview } from "./preview.thunks";
import { subscribeToNewsletter } from "./newsletter.thunks";
import { createCmsPageLookup } from "./cms-page-lookup";
import { blogArticleFixture, createCmsTestStore, createFakeCmsBackEnd, pageStoryFixture, themeStoryFixture } from "./testing";

const back = createFakeCmsBackEnd(createTestConfig());
const server = setupServer(...back.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  back.calls.length = 0;
  back.subscribed.clear();
});
afterAll(() => server.close());

back.stories.set("nl/over-ons", pageStoryFixture("nl/over-ons", "Over ons"));
back.themes.set("nl", themeStoryFixture("nl", "Nieuwsbrief"));
back.themes.set("en", themeStoryFixture("en", "Newsletter"));
back.articles.set(
  "en",
  Array.from({ length: 12 }, (_, index) => blogArticleFixture(`en/blog/article-${index + 1}`, `Article ${index + 1}`)),
);
const draft = { ...pageStoryFixture("nl/over-ons", "Over ons (draft)") };
back.drafts.set("nl/over-ons", draft);

const previewQuery = { id: "nl/over-ons", spaceId: "1", timestamp: "1700000000", token: back.editorToken };

describe("stories (presentation-content.md §4 Content story loading)", () => {
  it("loads a story once per key: a repeat load while in flight or loaded is skipped; a page becomes the current page", async () => {
    const { store, dispose } = createCmsTestStore();
    const first = store.dispatch(loadStory({ fullSlug: "nl/over-ons" }));
    expect(store.getState().cms.stories["nl/over-ons"]?.status).toBe("loading");
    const second = store.dispatch(loadStory({ fullSlug: "nl/over-ons" }));
    await Promise.all([first, second]);
    await store.dispatch(loadStory({ fullSlug: "nl/over-ons" }));
    expect(back.calls.filter((call) => call.includes("/story/nl/over-ons"))).toHaveLength(1);
    expect(store.getState().cms.stories["nl/over-ons"]?.status).toBe("loaded");
    expect(selectCurrentPage(store.getState())?.content).toMatchObject({ component: "page", title: "Over ons" });
    dispose();
  });

  it("an unknown story fails with the server's message, and the CMS page look-up reads it as no page", async () => {
    const { store, extra, dispose } = createCmsTestStore();
    await expect(store.dispatch(loadStory({ fullSlug: "nl/missing" })).unwrap()).rejects.toThrow(/Story not found/);
    expect(store.getState().cms.stories["nl/missing"]?.status).toBe("failed");
    const lookup = createCmsPageLookup(extra.cms.api);
    expect(await lookup("nl/missing")).toBeNull();
    expect((await lookup("nl/over-ons"))?.full_slug).toBe("nl/over-ons");
    dispose();
  });

  it("a hostile story reply (markup in a text field, a javascript: link) is a schema error, never stored", async () => {
    const hostile = pageStoryFixture("nl/hostile", "Hostile");
    back.stories.set("nl/hostile", { ...hostile, content: { ...hostile.content, title: '<img src=x onerror="alert(1)">' } } as never);
    const link = pageStoryFixture("nl/hostile-link", "Link");
    back.stories.set("nl/hostile-link", {
      ...link,
      content: { ...link.content, body: [{ component: "image", _uid: "i-1", asset: { filename: "/a.svg", alt: "a" }, link: { linktype: "url", url: "javascript:alert(1)" } }] },
    } as never);
    const { store, dispose } = createCmsTestStore();
    for (const fullSlug of ["nl/hostile", "nl/hostile-link"]) {
      await expect(store.dispatch(loadStory({ fullSlug })).unwrap()).rejects.toThrow(/does not match its schema/);
      expect(store.getState().cms.stories[fullSlug]).toMatchObject({ status: "failed", story: null });
    }
    dispose();
  });

  it("the theme per store view", async () => {
    const { store, dispose } = createCmsTestStore();
    await store.dispatch(loadTheme());
    await store.dispatch(loadTheme({ storeCode: "en" }));
    expect(selectTheme(store.getState(), "nl")?.content.footer.content.newsletterTitle).toBe("Nieuwsbrief");
    expect(selectTheme(store.getState(), "en")?.content.footer.content.newsletterTitle).toBe("Newsletter");
    dispose();
  });
});

describe("blog (§7 Blog: size 8, offset (page-1)*8, cache key store url + slug + size + offset)", () => {
  it("asks page 2 with offset 8 and the store code, cached under its key", async () => {
    const { store, dispose } = createCmsTestStore();
    await store.dispatch(switchStoreView("en"));
    const page = await store.dispatch(loadBlogPage({ slug: "en/blog", page: 2 })).unwrap();
    expect(page.stories.map((story) => story.content.title)).toEqual(["Article 9", "Article 10", "Article 11", "Article 12"]);
    expect(page.total).toBe(12);
    expect(back.calls).toEqual(["GET /api/ext/cms/blog/list?storeCode=en&slug=blog&size=8&offset=8"]);
    expect(Object.keys(store.getState().cms.blog)).toEqual(["/en|blog|8|8"]);
    await store.dispatch(loadBlogPage({ slug: "blog", page: 2 }));
    expect(back.calls).toHaveLength(1);
    dispose();
  });
});

describe("preview (§4 Preview mode)", () => {
  it("a valid editor token gives the preview token; the draft and the draft theme are loaded with it", async () => {
    const { store, dispose } = createCmsTestStore();
    await store.dispatch(startPreview({ query: previewQuery })).unwrap();
    const state = store.getState();
    expect(state.cmsPreview.status).toBe("on");
    expect(state.cmsPreview.previewToken).toBe(back.previewToken);
    // The editor's own token is not kept.
    expect(JSON.stringify(state.cmsPreview.request)).not.toContain(back.editorToken);
    expect(selectStory(state, "nl/over-ons")?.name).toBe("Over ons (draft)");
    expect(back.calls.some((call) => call.startsWith("GET /content-service/v1/cdn/stories/nl/config/theme?version=draft&token=") && call.includes("resolve_relations="))).toBe(true);
    dispose();
  });

  it("a bad editor token is refused: no preview token, no draft asked", async () => {
    const { store, dispose } = createCmsTestStore();
    await expect(store.dispatch(startPreview({ query: { ...previewQuery, token: "wrong" } })).unwrap()).rejects.toThrow(/Invalid editor token/);
    expect(store.getState().cmsPreview).toMatchObject({ status: "refused", previewToken: null });
    expect(back.calls.some((call) => call.includes("/cdn/"))).toBe(false);
    await expect(store.dispatch(loadDraftStory({ id: "nl/over-ons" })).unwrap()).rejects.toThrow(/preview token/);
    dispose();
  });

  it("a query that is no preview request does nothing", async () => {
    const { store, dispose } = createCmsTestStore();
    expect(await store.dispatch(startPreview({ query: {} })).unwrap()).toBeNull();
    expect(back.calls).toEqual([]);
    dispose();
  });

  it("live events: input updates the story in place; published reloads unless only the slug changed", async () => {
    const { store, dispose } = createCmsTestStore();
    await store.dispatch(startPreview({ query: previewQuery })).unwrap();
    const edited = { ...draft, name: "Over ons (live)" };
    expect(await store.dispatch(applyLiveEvent({ event: { action: "input", storyId: draft.id, story: edited } })).unwrap()).toEqual({ kind: "update-in-place" });
    expect(selectStory(store.getState(), "nl/over-ons")?.name).toBe("Over ons (live)");
    expect(store.getState().cmsPreview.reloadRequested).toBe(false);
    await store.dispatch(applyLiveEvent({ event: { action: "changed", storyId: draft.id, fullSlug: "nl/about", previousFullSlug: "nl/over-ons", slugOnly: true } }));
    expect(store.getState().cmsPreview.reloadRequested).toBe(false);
    await store.dispatch(applyLiveEvent({ event: { action: "published", storyId: draft.id, fullSlug: "nl/over-ons", previousFullSlug: "nl/over-ons", slugOnly: false } }));
    expect(store.getState().cmsPreview.reloadRequested).toBe(true);
    await expect(store.dispatch(applyLiveEvent({ event: { action: "input", storyId: 1 } })).unwrap()).rejects.toThrow();
    dispose();
  });
});

describe("newsletter (§7 Newsletter, §8 messages)", () => {
  it.each([
    ["subscribed: success, contact_id stored", "new@example.com", false, "subscribed", { type: "success", message: "You have been successfully subscribed to our newsletter!" }],
    ["already subscribed: a warning", "old@example.com", true, "already-subscribed", { type: "warning", message: "You are already subscribed to our newsletter!" }],
    ["a 400 fails silently", "x@refused.test", false, "silent-failure", null],
    ["another failure: the error message", "x@broken.test", false, "failed", { type: "danger", message: "An error occurred while subscribing you to our newsletter, please try again!" }],
  ])("%s", async (_name, email, before, outcome, notification) => {
    if (before) back.subscribed.add(email);
    const { store, dispose } = createCmsTestStore();
    expect(await store.dispatch(subscribeToNewsletter({ email, token: "captcha" })).unwrap()).toBe(outcome);
    const state = store.getState();
    expect(state.cmsNewsletter.lastOutcome).toBe(outcome);
    expect(state.cmsNewsletter.contactId).toBe(outcome === "subscribed" || outcome === "already-subscribed" ? `contact-${email}` : null);
    expect(state.notifications.items.map(({ type, message }) => ({ type, message }))).toEqual(notification ? [notification] : []);
    expect(back.calls[0]).toBe(`POST /api/ext/newsletter/subscribe?email=${encodeURIComponent(email)}`);
    dispose();
  });

  // The queue's own start-up reads storage on the clock too: let it settle before time moves.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

  it("the modal opens 8 s after load, once per browser, never on a server", async () => {
    const first = createCmsTestStore();
    await settled();
    first.clock.advance(7999);
    expect(first.store.getState().cmsNewsletter.modalOpen).toBe(false);
    first.clock.advance(1);
    expect(first.store.getState().cmsNewsletter).toMatchObject({ modalOpen: true, modalShown: true });
    first.store.dispatch(newsletterModalClosed());
    expect(first.store.getState().cmsNewsletter).toMatchObject({ modalOpen: false, modalShown: true });
    first.dispose();

    const again = createCmsTestStore({ preloadedNewsletter: { modalShown: true } });
    await settled();
    again.clock.advance(60_000);
    expect(again.store.getState().cmsNewsletter.modalOpen).toBe(false);
    again.dispose();

    const server = createCmsTestStore({ runtime: "server" });
    await settled();
    server.clock.advance(60_000);
    expect(server.store.getState().cmsNewsletter.modalOpen).toBe(false);
    server.dispose();
  });

  it("dispose clears the modal's timer", async () => {
    const { store, clock, dispose } = createCmsTestStore();
    await settled();
    const before = clock.pending();
    dispose();
    expect(clock.pending()).toBe(before - 1);
    clock.advance(8000);
    expect(store.getState().cmsNewsletter.modalOpen).toBe(false);
  });
});
