import { describe, expect, it } from "vitest";
import { clientNavigationOf, errorResolution, ERROR_RETRY_AFTER_SECONDS, NOT_FOUND, serverResponseOf, type Resolution } from "./navigation-outcome";

const route: Resolution = { kind: "route", route: { name: "category", params: { slug: "a" } }, entityType: "category", source: "url-map" };

describe("resolutions → server status and client navigation (commerce-core.md §2: 301 on the server, replace on the client, /error; ARCHITECTURE Server rendering: 503 when the back end fails, never cached)", () => {
  it.each<[string, Resolution, unknown, unknown]>([
    ["a route renders with 200", route, { status: 200 }, { type: "render", route: route.kind === "route" ? route.route : null }],
    ["not found renders page-not-found with 404", NOT_FOUND, { status: 404 }, { type: "render", route: { name: "page-not-found", params: { slug: "page-not-found" } } }],
    ["a 301 redirect", { kind: "redirect", redirectType: 301, location: "/p/x/", source: "url-map" }, { status: 301, location: "/p/x/" }, { type: "replace", location: "/p/x/" }],
    ["a 302 redirect", { kind: "redirect", redirectType: 302, location: "/sale/", source: "memory" }, { status: 302, location: "/sale/" }, { type: "replace", location: "/sale/" }],
    ["offline: home", { kind: "offline-home", location: "/en/" }, { status: 302, location: "/en/" }, { type: "push", location: "/en/" }],
    [
      "a failing back end: 503, Retry-After, no-store; the error screen",
      errorResolution([{ step: "url-map", kind: "server", code: 500 }]),
      { status: 503, retryAfterSeconds: 30, cacheControl: "no-store" },
      { type: "render", route: { name: "error", params: {} } },
    ],
  ])("%s", (_case, resolution, server, client) => {
    expect(serverResponseOf(resolution)).toEqual(server);
    expect(clientNavigationOf(resolution)).toEqual(client);
  });
});

it("the error resolution is serialisable data (it may go into a server-rendered page's state)", () => {
  const resolution = errorResolution([{ step: "url-map", kind: "network" }, { step: "cms-lookup", kind: "exception" }]);
  expect(JSON.parse(JSON.stringify(resolution))).toEqual(resolution);
  expect(ERROR_RETRY_AFTER_SECONDS).toBe(30);
});
