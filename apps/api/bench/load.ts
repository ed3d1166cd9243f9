// Bounded load on loopback (README "Load numbers"): starts the api on PGlite in memory in a
// child process, then measures requests/second for a product search and for a cart update
// with autocannon. Each run is capped in time and connections and stops by itself.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { memoryServerEnv } from "../src/config";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 8;
const appDir = fileURLToPath(new URL("..", import.meta.url));

/** Starts the api as `pnpm start` would, on PGlite in memory whatever the environment says; resolves with its URL and its own start line. */
function startServer(): Promise<{ url: string; started: string; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=@shop/source", "src/main.ts"], {
    cwd: appDir,
    env: memoryServerEnv(process.env),
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the api did not start within 120 s")), 120_000);
    child.once("exit", (code) => reject(new Error(`the api exited with ${code}`)));
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^.*listening on (http:\/\/127\.0\.0\.1:\d+).*$/m.exec(output);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      resolve({ url: match[1], started: match[0], stop: () => child.kill("SIGTERM") });
    });
  });
}

async function json(url: string, method: string, body?: unknown) {
  const response = await fetch(url, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await response.json()) as { result: unknown };
}

async function measure(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(`${title}: ${result.requests.average.toFixed(0)} req/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${failed} failed)`);
  if (failed > 0) process.exitCode = 1;
}

const server = await startServer();
try {
  // The server's own line says where its data is: the numbers are for that database.
  console.log(`${server.started}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run`);
  await measure("product search (category listing, 20 hits, sorted)", {
    url: `${server.url}/api/catalog/shop_catalog_nl/product/_search`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ filter: { category_ids: [3], visibility: [2, 3, 4], status: 1 }, sort: "final_price:asc", size: 20 }),
  });

  await measure("category listing with filter aggregations (4 terms + 1 range)", {
    url: `${server.url}/api/catalog/shop_catalog_nl/product/_search`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      filter: { category_ids: [3], visibility: [2, 3, 4], status: 1 },
      sort: "final_price:asc",
      size: 20,
      aggs: {
        terms: [{ field: "color_ois" }, { field: "size_ois" }, { field: "brand_ois" }, { field: "material_ois" }],
        range: [{ field: "final_price_incl_tax", ranges: [{ to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] }],
      },
    }),
  });

  const cartId = (await json(`${server.url}/api/ext/shop/cart/create`, "POST")).result as string;
  const stock = (await json(`${server.url}/api/stock/list?skus=SH-OXF-WHT-S,SH-OXF-WHT-M,SH-OXF-WHT-L,SH-OXF-WHT-XL`, "GET")).result as { sku: string; qty: number }[];
  const sku = stock.find((item) => item.qty > 0)?.sku ?? "GC-050";
  const item = (await json(`${server.url}/api/ext/shop/cart/update?cartId=${cartId}`, "POST", { cartItem: { sku, qty: 1, quoteId: cartId } })).result as { item_id: number };
  await measure("cart update (set quantity of a line)", {
    url: `${server.url}/api/ext/shop/cart/update?cartId=${cartId}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cartItem: { sku, qty: 1, quoteId: cartId, item_id: item.item_id } }),
  });
} finally {
  server.stop();
}
