import { describe, expect, it, vi } from "vitest";
import { selectHistoryPaths, selectIsBackNavigation, selectPreviousPath, selectRouteHistory, selectScrollPosition } from "./history.selectors";
import { clearHistory, recordNavigation, restoreHistory, saveScrollPosition } from "./history.thunks";
import { createUrlResolverTestStore } from "./testing/index";

const KEY = "navigation-history";

describe("navigation history (commerce-core.md §2: last 30 full paths; back-navigation flag and scroll position per route)", () => {
  it("keeps the last 30 full paths, the back flag per route and the previous path", async () => {
    const { store } = createUrlResolverTestStore();
    for (let n = 0; n < 35; n++) await store.dispatch(recordNavigation({ fullPath: `/c/a/?page=${n}` }));
    const paths = selectHistoryPaths(store.getState());
    expect(paths).toHaveLength(30);
    expect(paths[0]).toBe("/c/a/?page=5");
    expect(selectPreviousPath(store.getState(), "/")).toBe("/c/a/?page=33");
    expect(Object.keys(store.getState().navigationHistory.routes)).toHaveLength(30);
  });

  it("going back: the router's word, else inferred from the history", async () => {
    const { store } = createUrlResolverTestStore();
    await store.dispatch(recordNavigation({ fullPath: "/c/shirts/" }));
    await store.dispatch(recordNavigation({ fullPath: "/p/SH-1/oxford/" }));
    expect(selectIsBackNavigation(store.getState(), "/p/SH-1/oxford/")).toBe(false);
    await store.dispatch(recordNavigation({ fullPath: "/c/shirts/" }));
    expect(selectIsBackNavigation(store.getState(), "/c/shirts/")).toBe(true);
    await store.dispatch(recordNavigation({ fullPath: "/p/SH-1/oxford/", back: false }));
    expect(selectIsBackNavigation(store.getState(), "/p/SH-1/oxford/")).toBe(false);
    await store.dispatch(recordNavigation({ fullPath: "/winkelwagen/", back: true }));
    expect(selectIsBackNavigation(store.getState(), "/winkelwagen/")).toBe(true);
  });

  it("keeps the scroll position per route across visits; unknown routes have none", async () => {
    const { store } = createUrlResolverTestStore();
    await store.dispatch(recordNavigation({ fullPath: "/c/shirts/" }));
    await store.dispatch(saveScrollPosition({ fullPath: "/c/shirts/", position: { x: 0, y: 1840 } }));
    await store.dispatch(recordNavigation({ fullPath: "/p/SH-1/oxford/" }));
    await store.dispatch(recordNavigation({ fullPath: "/c/shirts/", back: true }));
    expect(selectRouteHistory(store.getState(), "/c/shirts/")).toEqual({ backNavigation: true, scroll: { x: 0, y: 1840 } });
    expect(selectScrollPosition(store.getState(), "/never/")).toBeNull();
    await store.dispatch(saveScrollPosition({ fullPath: "/never/", position: { x: 1, y: 1 } }));
    expect(selectRouteHistory(store.getState(), "/never/")).toBeUndefined();
  });

  it("persists once per burst after the 100 ms write delay (commerce-core.md §9)", async () => {
    const { store, clock, historyEntries } = createUrlResolverTestStore();
    const writes = vi.spyOn(historyEntries, "set");
    await store.dispatch(recordNavigation({ fullPath: "/a/" }));
    clock.advance(60);
    await store.dispatch(recordNavigation({ fullPath: "/b/" }));
    clock.advance(99);
    expect(writes).not.toHaveBeenCalled();
    clock.advance(1);
    await vi.waitFor(() => expect(writes).toHaveBeenCalledTimes(1));
    expect(historyEntries.get(KEY)).toEqual({ paths: ["/a/", "/b/"], routes: { "/a/": { backNavigation: false, scroll: null }, "/b/": { backNavigation: false, scroll: null } } });
  });

  it("restores an earlier page's history before the paths visited since", async () => {
    const historyEntries = new Map<string, unknown>([[KEY, { paths: ["/old/", "/c/shirts/"], routes: { "/c/shirts/": { backNavigation: false, scroll: { x: 0, y: 300 } } } }]]);
    const { store } = createUrlResolverTestStore({ historyEntries });
    await store.dispatch(recordNavigation({ fullPath: "/p/SH-1/oxford/" }));
    await store.dispatch(restoreHistory());
    expect(selectHistoryPaths(store.getState())).toEqual(["/old/", "/c/shirts/", "/p/SH-1/oxford/"]);
    expect(selectScrollPosition(store.getState(), "/c/shirts/")).toEqual({ x: 0, y: 300 });
    expect(store.getState().navigationHistory.restored).toBe(true);
  });

  it("a write scheduled before the restore stores the merged history, not the one of its scheduling", async () => {
    const historyEntries = new Map<string, unknown>([[KEY, { paths: ["/old/", "/c/shirts/"], routes: {} }]]);
    const { store, clock } = createUrlResolverTestStore({ historyEntries });
    await store.dispatch(recordNavigation({ fullPath: "/p/x/" }));
    await store.dispatch(restoreHistory());
    clock.advance(100);
    await vi.waitFor(() => expect((historyEntries.get(KEY) as { paths: string[] }).paths).toEqual(["/old/", "/c/shirts/", "/p/x/"]));
  });

  it("the restore writes the merged history itself: a write that went out while the stored one was read is not the last word", async () => {
    const historyEntries = new Map<string, unknown>([[KEY, { paths: ["/old/"], routes: {} }]]);
    const { store, clock } = createUrlResolverTestStore({ historyEntries });
    await store.dispatch(recordNavigation({ fullPath: "/a/" }));
    const restoring = store.dispatch(restoreHistory()); // reads ["/old/"] now
    clock.advance(100); // the navigation's write goes out before the merge
    await restoring;
    expect(selectHistoryPaths(store.getState())).toEqual(["/old/", "/a/"]);
    clock.advance(100);
    await vi.waitFor(() => expect((historyEntries.get(KEY) as { paths: string[] }).paths).toEqual(["/old/", "/a/"]));
  });

  it("a stored history of another shape is ignored and logged, nothing else lost", async () => {
    const historyEntries = new Map<string, unknown>([[KEY, { paths: "nope" }]]);
    const { store, errors } = createUrlResolverTestStore({ historyEntries });
    await store.dispatch(recordNavigation({ fullPath: "/a/" }));
    await store.dispatch(restoreHistory());
    expect(selectHistoryPaths(store.getState())).toEqual(["/a/"]);
    expect(errors.map((entry) => entry.message)).toEqual(["stored navigation history ignored"]);
  });

  it("clearing removes the stored paths too (presentation-content.md §7)", async () => {
    const { store, clock, historyEntries, extra } = createUrlResolverTestStore();
    await store.dispatch(recordNavigation({ fullPath: "/a/" }));
    await store.dispatch(clearHistory());
    expect(selectPreviousPath(store.getState(), "/home/")).toBe("/home/");
    clock.advance(100);
    await extra.urlResolver.history?.flush();
    await vi.waitFor(() => expect(historyEntries.get(KEY)).toEqual({ paths: [], routes: {} }));
  });
});
