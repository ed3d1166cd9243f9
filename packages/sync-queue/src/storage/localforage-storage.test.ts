// @vitest-environment jsdom
import { createConfig } from "@shop/core";
import { createManualClock } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import { createMemorySessionTokens } from "../queue/session-tokens";
import { createSyncQueue } from "../queue/sync-queue";
import { createLocalForageStorage, hasBrowserStorage } from "./localforage-storage";

// jsdom has localStorage (no IndexedDB), so localforage runs on its localStorage driver here.
describe("createLocalForageStorage (the browser default)", () => {
  it("stores, iterates and removes through localforage", async () => {
    const storage = createLocalForageStorage({ name: "test-shop", storeName: "kv" });
    await storage.clear();
    await storage.setItem("a", { n: 1 });
    await storage.setItem("b", { n: 2 });
    expect(await storage.getItem("a")).toEqual({ n: 1 });
    const seen: string[] = [];
    await storage.iterate((_value, key) => void seen.push(key));
    expect(seen.sort()).toEqual(["a", "b"]);
    await storage.removeItem("a");
    expect(await storage.keys()).toEqual(["b"]);
    expect(window.localStorage.length).toBeGreaterThan(0);
  });

  it("is the sync queue's default where a browser store exists: queued tasks survive a reload", async () => {
    expect(hasBrowserStorage()).toBe(true);
    const options = { config: createConfig(), clock: createManualClock(), tokens: createMemorySessionTokens(), online: false };
    const page = createSyncQueue(options);
    await page.clearNotTransmitted();
    void page.queue({ url: "http://localhost:8787/api/ext/shop/me", method: "POST", body: { firstname: "Jan" } }).catch(() => undefined);
    while (page.pendingTasks().length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    const reloaded = createSyncQueue(options);
    await reloaded.ready();
    expect(reloaded.pendingTasks().map((task) => task.payload.body)).toEqual([{ firstname: "Jan" }]);
  });
});
