// URL resolution hits from memory per second (pnpm bench). Prints numbers; asserts nothing about time.
//   1. `resolveUrl` thunk dispatched on a production-like store (no dev-only state checks);
//   2. `resolveFromMemory`, the synchronous memory look-up the thunk starts with.
import { performance } from "node:perf_hooks";
import { composeShopStore, corePackage, createConfig, systemClock, type NotificationsState, type StoreContextState } from "@shop/core";
import { syncQueuePackage, type FetchLike } from "@shop/sync-queue";
import { registerCategoryUrls, registerProductUrls, resolveFromMemory, resolveUrl, urlResolverPackage, type UrlResolverExtra, type UrlResolverState } from "../src/index";

const MAPPINGS_PER_KIND = 1_000;
const RUN_MS = 2_000;
const WARMUP = 5_000;

const config = createConfig();
// Memory hits never reach the network; a call would be a bug in the bench.
const noNetwork: FetchLike = async () => {
  throw new Error("bench: a memory hit must not call the network");
};
// The app's composition (docs/package-contract.md), production-like: no dev-only state checks.
const { store } = composeShopStore<{ urlResolver: UrlResolverState; notifications: NotificationsState; storeContext: StoreContextState }, UrlResolverExtra>({
  config,
  clock: systemClock,
  runtime: "server",
  devChecks: false,
  packages: [corePackage, syncQueuePackage({ fetch: noNetwork }), urlResolverPackage()],
});

const categories = Array.from({ length: MAPPINGS_PER_KIND }, (_, n) => ({ slug: `c-${n}`, url_path: `heren/groep-${n % 20}/categorie-${n}`, display_mode: "PRODUCTS" }));
const products = Array.from({ length: MAPPINGS_PER_KIND }, (_, n) => ({ sku: `SKU-${n}`, type_id: n % 3 === 0 ? "configurable" : "simple", slug: `product-${n}`, url_path: `p/SKU-${n}/product-${n}` }));
for (const storeCode of ["nl", "en"]) {
  await store.dispatch(registerCategoryUrls({ categories, storeCode }));
  await store.dispatch(registerProductUrls({ products, storeCode }));
}
const paths = [
  ...categories.map((category) => `/${category.url_path}/`),
  ...products.map((product) => `/en/${product.url_path}/?___store=en`),
];
const pathAt = (n: number): string => paths[n % paths.length] ?? "/";

async function thunkRate(): Promise<number> {
  for (let n = 0; n < WARMUP; n++) await store.dispatch(resolveUrl({ path: pathAt(n) }));
  let hits = 0;
  const start = performance.now();
  while (performance.now() - start < RUN_MS) {
    for (let n = 0; n < 1_000; n++) {
      const resolution = await store.dispatch(resolveUrl({ path: pathAt(hits) })).unwrap();
      if (resolution.kind !== "route" || resolution.source !== "memory") throw new Error(`bench: not a memory hit: ${JSON.stringify(resolution)}`);
      hits += 1;
    }
  }
  return (hits / (performance.now() - start)) * 1000;
}

function syncRate(): number {
  const state = store.getState();
  for (let n = 0; n < WARMUP; n++) resolveFromMemory(state, pathAt(n), config);
  let hits = 0;
  const start = performance.now();
  while (performance.now() - start < RUN_MS) {
    for (let n = 0; n < 10_000; n++) {
      if (!resolveFromMemory(state, pathAt(hits), config)) throw new Error("bench: memory miss");
      hits += 1;
    }
  }
  return (hits / (performance.now() - start)) * 1000;
}

const format = (rate: number) => Math.round(rate).toLocaleString("en-US");
console.info(`URL map in memory: ${Object.keys(store.getState().urlResolver.map).length.toLocaleString("en-US")} entries (nl + en)`);
console.info(`URL resolution hits (memory), resolveUrl thunk: ${format(await thunkRate())} hits/s`);
console.info(`URL resolution hits (memory), resolveFromMemory: ${format(syncRate())} hits/s`);
