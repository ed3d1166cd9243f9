import { describe, expect, it } from "vitest";
import { loadListing } from "./search.thunks";
import { createFakeSearchBackEnd, createSearchTestStore, fakeGroup, fakePage, type FakeSearchCall } from "./testing";

describe("which source lists a route (search.categoryListingSource)", () => {
  it("catalogue (default): /c/{slug} asks the catalogue search, never the service", async () => {
    const asked: string[] = [];
    const back = createFakeSearchBackEnd({
      fallback: async (input) => {
        asked.push(new URL(String(input)).pathname);
        return new Response(JSON.stringify({ took: 1, timed_out: false, hits: { total: 0, max_score: null, hits: [] } }), { status: 200, headers: { "content-type": "application/json" } });
      },
    });
    const { store, dispose } = createSearchTestStore({ fetch: back.fetch });
    expect((await store.dispatch(loadListing({ query: "/c/shirts" })).unwrap()).listing).toBeNull();
    expect(asked.every((path) => path.endsWith("/category/_search"))).toBe(true);
    expect(asked.length).toBe(2); // by slug, then by url_key
    expect(back.calls).toHaveLength(0);
    dispose();
  });

  it("service: /c/{slug} is a page of the service, by its path", async () => {
    const back = createFakeSearchBackEnd({ replies: { "/queries/landing-page": fakePage([fakeGroup("SH-1")], {}, "Shirts") } });
    const { store, dispose } = createSearchTestStore({ fetch: back.fetch, config: { search: { categoryListingSource: "service" } } });
    const { listing } = await store.dispatch(loadListing({ query: "/c/shirts?page=2" })).unwrap();
    expect(listing).toMatchObject({ source: "service", heading: "Shirts" });
    expect(back.calls[0]).toMatchObject({ path: "/queries/landing-page", query: { pageReference: "/c/shirts", skip: "20" } });
    dispose();
  });

  it("commerce-core.md §8 a catalogue listing while offline: empty, with the offline flag", async () => {
    const { store, dispose } = createSearchTestStore({ online: false });
    const { listing } = await store.dispatch(loadListing({ query: "/c/shirts" })).unwrap();
    expect(listing).toMatchObject({ source: "catalogue", products: [], totalHits: 0, offline: true, pageSize: 50 });
    dispose();
  });

  it("a load that a newer one overtook is not applied", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const back = createFakeSearchBackEnd({ replies: { "/queries/landing-page": (call: FakeSearchCall) => fakePage([fakeGroup(call.query["pageReference"] === "/l/elevate/old" ? "OLD-1" : "NEW-1")]) } });
    const slowFetch: typeof back.fetch = async (input, init) => {
      if (String(input).includes("pageReference=%2Fl%2Felevate%2Fold")) await held;
      return back.fetch(input, init);
    };
    const { store, dispose } = createSearchTestStore({ fetch: slowFetch });
    const first = store.dispatch(loadListing({ query: "/l/elevate/old" }));
    await store.dispatch(loadListing({ query: "/l/elevate/new" })).unwrap();
    release();
    await first;
    expect(store.getState().search.listing.listing?.products.map((product) => product.sku)).toEqual(["NEW-1"]);
    expect(store.getState().search.listing.query?.route.path).toBe("/l/elevate/new");
    dispose();
  });
});
