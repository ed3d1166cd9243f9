import { createTestConfig } from "@shop/core/testing";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestClient } from "../testing/test-sync-queue";
import type { FetchLike } from "./transport";
import { flush } from "../test-support/timing";

/** A back end that never answers: the request ends only when the queue aborts it. */
const silentFetch: FetchLike = (_url, init) =>
  new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error)));

const config = createTestConfig();

describe("per-call reply timeout (commerce-core.md §9 Search: client timeout 5000 ms)", () => {
  it.each([
    ["without timeoutMs, config.network.requestTimeoutMs", {}, config.network.requestTimeoutMs],
    ["search's config.search.clientTimeoutMs", { timeoutMs: config.search.clientTimeoutMs }, 5000],
    ["any other", { timeoutMs: 250 }, 250],
  ])("%s: the call gives up exactly at its timeout", async (_case, call, ms) => {
    const { client, clock } = createTestClient({ fetch: silentFetch });
    let failure: unknown;
    const done = client.get("/api/catalog/idx/product/_search", { schema: z.unknown(), ...call }).catch((error: unknown) => (failure = error));
    await flush();
    clock.advance(ms - 1);
    await flush();
    expect(failure).toBeUndefined();
    clock.advance(1);
    await done;
    expect(failure).toMatchObject({ kind: "network", message: expect.stringContaining(`timed out after ${ms} ms`) });
  });

  it("the default is 15 000 ms", () => {
    expect(config.network.requestTimeoutMs).toBe(15_000);
  });

  it("a queued call keeps its timeout for the replay after a reload", async () => {
    const taskEntries = new Map<string, unknown>();
    const page = createTestClient({ online: false, taskEntries });
    void page.client.post("/api/x", { a: 1 }, { schema: z.unknown(), queue: true, timeoutMs: 5000 }).catch(() => undefined);
    while (taskEntries.size === 0) await flush();
    const reloaded = createTestClient({ online: false, taskEntries });
    await reloaded.queue.ready();
    expect(reloaded.queue.pendingTasks().map((task) => task.payload.timeoutMs)).toEqual([5000]);
  });

  it("refuses a timeout that is not a positive whole number of ms", () => {
    const { queue } = createTestClient();
    expect(() => queue.createTask({ url: "http://localhost:8787/x", timeoutMs: 0 })).toThrow(/payload\.timeoutMs/);
  });
});
