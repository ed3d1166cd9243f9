import { describe, expect, it } from "vitest";
import { loadCdpContact, updateCdpContact } from "./newsletter.thunks";
import { createCmsTestStore } from "./testing";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A customer-data platform at the default `{api.url}/cdp/v1`: contact-7 for external id 42. */
function platform(options: { failing?: boolean } = {}) {
  const calls: string[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(`${init?.method ?? "GET"} ${url.pathname}${url.search}`);
    if (options.failing) return json({ code: 500, result: "down" }, 500);
    if (url.pathname === "/cdp/v1/contacts/id") return url.searchParams.get("customKey") === "42" ? json({ code: 200, result: "contact-7" }) : json({ code: 404, result: "No contact" }, 404);
    if (url.pathname === "/cdp/v1/contacts/contact-7/overview") return json({ code: 200, result: { favstore: "Rotterdam", favbrand: null } });
    if (url.pathname === "/cdp/v1/contacts/contact-7" && init?.method === "PATCH") return json({ code: 200, result: { favstore: "Utrecht", favbrand: "Oxford" } });
    return json({ code: 404, result: "No route" }, 404);
  };
  return { fetch, calls };
}

describe("customer-data platform (presentation-content.md §7; §8 'Customer-data … calls are silent')", () => {
  it("the contact id by external_id, then its overview, stored; a PATCH stores the answer", async () => {
    const { fetch, calls } = platform();
    const { store, dispose } = createCmsTestStore({ fetch });
    expect(await store.dispatch(loadCdpContact({ externalId: "42" })).unwrap()).toBe("contact-7");
    expect(store.getState().cmsNewsletter).toMatchObject({ contactId: "contact-7", overview: { favstore: "Rotterdam", favbrand: null } });
    expect(await store.dispatch(updateCdpContact({ favstore: "Utrecht", favbrand: "Oxford" })).unwrap()).toBe(true);
    expect(store.getState().cmsNewsletter.overview).toEqual({ favstore: "Utrecht", favbrand: "Oxford" });
    expect(calls).toEqual(["GET /cdp/v1/contacts/id?customKey=42", "GET /cdp/v1/contacts/contact-7/overview", "PATCH /cdp/v1/contacts/contact-7"]);
    dispose();
  });

  it.each([
    ["an unknown external_id", {}, "99"],
    ["a failing platform", { failing: true }, "42"],
  ])("%s: null, no notification, nothing stored", async (_name, options, externalId) => {
    const { fetch } = platform(options);
    const { store, dispose } = createCmsTestStore({ fetch });
    expect(await store.dispatch(loadCdpContact({ externalId })).unwrap()).toBeNull();
    expect(store.getState().cmsNewsletter.contactId).toBeNull();
    expect(store.getState().notifications.items).toEqual([]);
    dispose();
  });

  it("an update without a stored contact asks nothing", async () => {
    const { fetch, calls } = platform();
    const { store, dispose } = createCmsTestStore({ fetch });
    expect(await store.dispatch(updateCdpContact({ favstore: "x" })).unwrap()).toBe(false);
    expect(calls).toEqual([]);
    dispose();
  });
});
