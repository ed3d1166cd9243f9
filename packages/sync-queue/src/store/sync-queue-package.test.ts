import { composeShopStore, corePackage, type NotificationsState } from "@shop/core";
import { createManualClock, createTestConfig } from "@shop/core/testing";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { createMemorySessionTokens } from "../queue/session-tokens";
import { createSyncQueue, type SyncQueueOptions } from "../queue/sync-queue";
import { createMemoryStorage } from "../storage/memory-storage";
import type { ConnectivityState } from "./connectivity.slice";
import type { SyncExtra } from "./sync-extra";
import { syncQueuePackage, type SyncQueuePackageDeps } from "./sync-queue-package";
import type { SyncQueueState } from "./sync-queue.slice";

type State = { notifications: NotificationsState; connectivity: ConnectivityState; syncQueue: SyncQueueState };

/** A window-like target whose online/offline events the test fires. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    navigator: { onLine: true },
    addEventListener: (type: string, listener: () => void) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener),
    removeEventListener: (type: string, listener: () => void) => void listeners.get(type)?.delete(listener),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

const compose = (deps: Parameters<typeof syncQueuePackage>[0], runtime: "browser" | "server" = "browser") =>
  composeShopStore<State, SyncExtra>({
    config: createTestConfig(),
    clock: createManualClock(),
    runtime,
    packages: [corePackage, syncQueuePackage({ taskStorage: createMemoryStorage(), resultStorage: createMemoryStorage(), ...deps })],
  });

describe("syncQueuePackage (docs/package-contract.md)", () => {
  it("adds extra.api over one queue and mirrors its connectivity in the store", async () => {
    const target = fakeWindow();
    const { store, extra, dispose } = compose({ connectivity: target });
    expect(store.getState().connectivity.online).toBe(true);
    target.fire("offline");
    expect(store.getState().connectivity.online).toBe(false);
    expect(extra.api.queue.isOnline()).toBe(false);
    dispose();
    expect(target.count()).toBe(0);
  });

  it("sends through the fetch it is given, with the session seam it is given", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 200, result: "ok" }), { headers: { "content-type": "application/json" } }));
    const tokens = { getToken: () => "tok", getRefreshToken: () => null, getCartId: () => null, setTokens: () => undefined };
    const { extra, dispose } = compose({ fetch, tokens, connectivity: null });
    const { z } = await import("zod");
    await expect(extra.api.get("/api/me?token={{token}}", { schema: z.string() })).resolves.toBe("ok");
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toContain("token=tok");
    dispose();
  });

  it("listens to the browser window by default, never on a server; dispose leaves no timer", async () => {
    const target = fakeWindow();
    vi.stubGlobal("window", target);
    try {
      const browser = compose({});
      expect(target.count()).toBe(2);
      browser.dispose();
      const clock = createManualClock();
      const server = composeShopStore<State, SyncExtra>({
        config: createTestConfig(),
        clock,
        runtime: "server",
        packages: [corePackage, syncQueuePackage()],
      });
      expect(target.count()).toBe(0);
      await server.extra.api.queue.ready();
      server.dispose();
      expect(clock.pending()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("the queue's settings are ShopConfig fields, never options or deps (docs/package-contract.md §3)", () => {
  const moved: [option: string, path: string][] = [
    ["maxGatewayReplies", "network.maxGatewayReplies"],
    ["maxGatewayReplyMs", "network.maxGatewayReplyMs"],
    ["sessionRestoreTimeoutMs", "network.sessionRestoreTimeoutMs"],
    ["storageQuotaThreshold", "cache.storageQuotaThreshold"],
  ];

  it("neither createSyncQueue's options nor syncQueuePackage's deps declare them", () => {
    expectTypeOf<SyncQueueOptions>().not.toHaveProperty("maxGatewayReplies");
    expectTypeOf<SyncQueueOptions>().not.toHaveProperty("maxGatewayReplyMs");
    expectTypeOf<SyncQueueOptions>().not.toHaveProperty("sessionRestoreTimeoutMs");
    expectTypeOf<SyncQueueOptions>().not.toHaveProperty("storageQuotaThreshold");
    expectTypeOf<SyncQueuePackageDeps>().not.toHaveProperty("maxGatewayReplies");
    expectTypeOf<SyncQueuePackageDeps>().not.toHaveProperty("storageQuotaThreshold");
  });

  // A caller of an earlier version (plain JavaScript, or an object spread in) would lose its value silently.
  it.each(moved)("the old option %s is refused at creation, naming %s", (option, path) => {
    const old = { [option]: 1 } as unknown as SyncQueuePackageDeps;
    const options = { config: createTestConfig(), clock: createManualClock(), tokens: createMemorySessionTokens(), ...old };
    expect(() => createSyncQueue(options)).toThrow(TypeError);
    expect(() => createSyncQueue(options)).toThrow(`${option} → ${path}`);
    expect(() => compose({ ...old, connectivity: null })).toThrow(`${option} → ${path}`);
  });
});
