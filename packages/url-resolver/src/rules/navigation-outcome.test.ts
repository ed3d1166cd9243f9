import { describe, expect, it } from "vitest";
import { clientNavigationOf, NOT_FOUND, serverResponseOf, type Resolution } from "./navigation-outcome";

const route: Resolution = { kind: "route", route: { name: "category", params: { slug: "a" } }, entityType: "category", source: "url-map" };

describe("redirect results → server status and client replace (commerce-core.md §2: 301 on the server, replace on the client)", () => {
  it.each<[string, Resolution, unknown, unknown]>([
    ["a route renders with 200", route, { status: 200 }, { type: "render", route: route.kind === "route" ? route.route : null }],
    ["not found renders page-not-found with 404", NOT_FOUND, { status: 404 }, { type: "render", route: { name: "page-not-found", params: { slug: "page-not-found" } } }],
    ["a 301 redirect", { kind: "redirect", redirectType: 301, location: "/p/x/", source: "url-map" }, { status: 301, location: "/p/x/" }, { type: "replace", location: "/p/x/" }],
    ["a 302 redirect", { kind: "redirect", redirectType: 302, location: "/sale/", source: "memory" }, { status: 302, location: "/sale/" }, { type: "replace", location: "/sale/" }],
    ["offline: home", { kind: "offline-home", location: "/en/" }, { status: 302, location: "/en/" }, { type: "push", location: "/en/" }],
  ])("%s", (_case, resolution, server, client) => {
    expect(serverResponseOf(resolution)).toEqual(server);
    expect(clientNavigationOf(resolution)).toEqual(client);
  });
});
