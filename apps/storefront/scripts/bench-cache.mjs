// The output cache's effect (issue 21 goal: SSR with the cache at ≥ 10× the uncached rate),
// measured side by side in one run with autocannon on loopback: the same pages from a storefront
// with its output cache and from one without (SHOP_OUTPUT_CACHE_TTL=0). Prints both rates.
import autocannon from "autocannon";
import { runShop } from "./run-shop.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PAGES = ["/", "/en/", "/over-ons", "/de/"];

async function rate(base) {
  const result = await autocannon({ url: base, connections: 8, duration: SECONDS, requests: PAGES.map((path) => ({ method: "GET", path })) });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const shop = await runShop({ extraStorefronts: [{ SHOP_OUTPUT_CACHE_TTL: "0", SHOP_CHANGE_FEED: "off" }] });
try {
  const [cachedUrl, uncachedUrl] = [shop.url, shop.others[0]];
  for (const path of PAGES) await fetch(`${cachedUrl}${path}`); // warm the cache, as a first visitor does
  await rate(uncachedUrl); // warm the uncached server's JIT likewise, unmeasured
  const uncached = await rate(uncachedUrl);
  const cached = await rate(cachedUrl);
  console.log(`SSR rate, ${PAGES.length} pages round robin, 8 connections, ${SECONDS} s each (loopback):`);
  console.log(`  without output cache  ${uncached.rps.toFixed(0).padStart(7)} req/s   p50 ${uncached.p50} ms   p99 ${uncached.p99} ms   (non-2xx/errors ${uncached.errors})`);
  console.log(`  with output cache     ${cached.rps.toFixed(0).padStart(7)} req/s   p50 ${cached.p50} ms   p99 ${cached.p99} ms   (non-2xx/errors ${cached.errors})`);
  console.log(`  ratio                 ${(cached.rps / uncached.rps).toFixed(1)}×  (goal ≥ 10×)`);
} finally {
  shop.close();
}
