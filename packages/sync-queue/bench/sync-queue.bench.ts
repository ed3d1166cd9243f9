// Throughput of the sync queue (pnpm bench). Prints numbers; asserts nothing about time.
//   1. queue + replay of 10,000 tasks with an in-memory storage and an in-process fetch;
//   2. one task's overhead over a bare fetch, against a loopback HTTP server and in-process.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { createConfig, systemClock } from "@shop/core";
import { z } from "zod";
import {
  createMemorySessionTokens,
  createMemoryStorage,
  createSyncClient,
  createSyncQueue,
  type FetchLike,
} from "../src/index";

const TASKS = 10_000;
const OVERHEAD_RUNS = 2_000;
const WARMUP = 300;

const replyBody = (result: unknown) => JSON.stringify({ code: 200, result });
/** A fetch that answers in-process: measures the queue, not the network. */
const inProcessFetch: FetchLike = async (_url, init) =>
  new Response(replyBody(init.body ? JSON.parse(init.body as string) : { ok: true }), {
    headers: { "content-type": "application/json" },
  });

function makeQueue(fetch: FetchLike, apiUrl: string, online: boolean, entries = new Map<string, unknown>()) {
  const config = createConfig({ api: { url: apiUrl } });
  const queue = createSyncQueue({
    config,
    clock: systemClock,
    tokens: createMemorySessionTokens({ token: "bench-token", cartId: "bench-cart" }),
    fetch,
    taskStorage: createMemoryStorage(entries),
    resultStorage: createMemoryStorage(),
    online,
  });
  return { queue, client: createSyncClient(queue), entries };
}

const rate = (count: number, ms: number) => `${Math.round((count / ms) * 1000).toLocaleString("en-US")} tasks/s`;

async function queueAndReplay() {
  const { queue, entries } = makeQueue(inProcessFetch, "http://bench.local", false);
  await queue.ready();
  const url = "http://bench.local/api/ext/shop/cart/update?token={{token}}&cartId={{cartId}}";
  const enqueueStart = performance.now();
  const done: Promise<unknown>[] = [];
  for (let n = 0; n < TASKS; n++) done.push(queue.queue({ url, method: "POST", body: { cartItem: { sku: `SKU-${n}`, qty: 1 } } }));
  while (queue.pendingTasks().length < TASKS) await new Promise((resolve) => setImmediate(resolve));
  const enqueueMs = performance.now() - enqueueStart;

  // A reload: a new queue reads the persisted tasks back, then replays them in order.
  const reloadStart = performance.now();
  const reloaded = makeQueue(inProcessFetch, "http://bench.local", false, entries);
  await reloaded.queue.ready();
  const reloadMs = performance.now() - reloadStart;
  const replayStart = performance.now();
  reloaded.queue.setOnline(true, "manual");
  await reloaded.queue.runQueue();
  const replayMs = performance.now() - replayStart;
  if (entries.size !== 0 || reloaded.queue.pendingTasks().length !== 0) throw new Error("replay left tasks behind");
  void done; // the first page's promises never settle: that page is gone

  console.info(`queue + replay of ${TASKS.toLocaleString("en-US")} tasks (in-memory storage, in-process fetch)`);
  console.info(`  enqueue (persisted):  ${enqueueMs.toFixed(0)} ms  ${rate(TASKS, enqueueMs)}`);
  console.info(`  reload (read back):   ${reloadMs.toFixed(0)} ms  ${rate(TASKS, reloadMs)}`);
  console.info(`  replay (sent, in order, removed): ${replayMs.toFixed(0)} ms  ${rate(TASKS, replayMs)}`);
  console.info(`  total:                ${(enqueueMs + reloadMs + replayMs).toFixed(0)} ms  ${rate(TASKS, enqueueMs + reloadMs + replayMs)}`);
}

const resultSchema = z.object({ sku: z.string(), qty: z.number() });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function overhead(label: string, fetch: FetchLike, apiUrl: string) {
  const { client } = makeQueue(fetch, apiUrl, true);
  const url = `${apiUrl}/api/stock/check?sku=SKU-1`;
  const bare = async () => {
    const response = await fetch(url, { method: "GET", headers: { Accept: "application/json" } });
    return response.json();
  };
  const viaClient = () => client.get("/api/stock/check", { schema: resultSchema, query: { sku: "SKU-1" } });
  for (let i = 0; i < WARMUP; i++) {
    await bare();
    await viaClient();
  }
  // Interleaved call by call, so machine noise and warm-up hit both alike; medians drop outliers.
  const bareTimes: number[] = [];
  const clientTimes: number[] = [];
  for (let i = 0; i < OVERHEAD_RUNS; i++) {
    const t0 = performance.now();
    await bare();
    const t1 = performance.now();
    await viaClient();
    const t2 = performance.now();
    bareTimes.push((t1 - t0) * 1000);
    clientTimes.push((t2 - t1) * 1000);
  }
  const bareMedian = median(bareTimes);
  const clientMedian = median(clientTimes);
  console.info(`one task's overhead over a bare fetch (${label}, median of ${OVERHEAD_RUNS} interleaved GETs each)`);
  console.info(`  bare fetch + json:        ${bareMedian.toFixed(1)} µs/request`);
  console.info(`  client.get with schema:   ${clientMedian.toFixed(1)} µs/request`);
  console.info(`  overhead per task:        ${(clientMedian - bareMedian).toFixed(1)} µs`);
}

async function main() {
  await queueAndReplay();
  const body = replyBody({ sku: "SKU-1", qty: 3 });
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await overhead("loopback HTTP server", (input, init) => globalThis.fetch(input, init), apiUrl);
    const stockFetch: FetchLike = async () => new Response(body, { headers: { "content-type": "application/json" } });
    await overhead("in-process fetch", stockFetch, "http://bench.local");
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

await main();
