// Prints the gzipped initial JavaScript per route type and the serialised state size per
// route (issue 20 "Numbers"): what a first visit downloads before the page is interactive.
// Numbers, not a pass/fail test. Needs `pnpm --filter storefront build` first.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { runShop, SAMPLE_PAGES, sampleProductPath } from "./run-shop.mjs";

const clientDir = fileURLToPath(new URL("../dist/client/", import.meta.url));
const manifest = JSON.parse(await readFile(`${clientDir}.vite/manifest.json`, "utf8"));

/** The page module of each route type (src/app/page-routes.tsx). */
const PAGE_MODULES = {
  home: "src/pages/home/home-page.tsx",
  category: "src/pages/listing/listing-page.tsx",
  product: "src/pages/product/product-page.tsx",
  cart: "src/pages/cart/cart-page.tsx",
  checkout: "src/pages/checkout/checkout-page.tsx",
};

/** A chunk and everything it imports statically (what loads before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipped = new Map();
async function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(await readFile(`${clientDir}${file}`), { level: 9 }).length);
  return gzipped.get(file);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The page's language catalogue loads before hydration too (nl, the default store view's).
const catalogueKey = Object.keys(manifest).find((key) => /catalogues\/nl-NL/.test(key) || /nl-NL-[^/]*\.js$/.test(manifest[key].file));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log("Initial JS per route type (gzip -9, entry + the page's chunk + the nl catalogue + their static imports):");
for (const [route, module] of Object.entries(PAGE_MODULES)) {
  if (manifest[module] === undefined) {
    console.log(`  ${route.padEnd(9)} (no page module ${module} in this build)`);
    continue;
  }
  const keys = new Set([...closure(entryKey), ...closure(module), ...(catalogueKey === undefined ? [] : closure(catalogueKey))]);
  let total = 0;
  for (const key of keys) total += await gzipSize(manifest[key].file);
  console.log(`  ${route.padEnd(9)} ${kb(total).padStart(9)}  (${keys.size} chunks)`);
}

const shop = await runShop();
try {
  const pages = { ...SAMPLE_PAGES, product: await sampleProductPath(shop.apiUrl) };
  console.log("Serialised state per route (the hydrated slices in the page):");
  for (const [route, path] of Object.entries(pages)) {
    const response = await fetch(`${shop.url}${path}`, { redirect: "manual" });
    const html = await response.text();
    console.log(`  ${route.padEnd(9)} ${kb(Number(response.headers.get("x-shop-state-bytes") ?? 0)).padStart(9)}  (HTTP ${response.status}, page ${kb(Buffer.byteLength(html))}) ${path}`);
  }
} finally {
  shop.close();
}
