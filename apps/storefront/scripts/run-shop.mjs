// Starts one api (in memory, seeded) and the built storefront on free ports for a script, and
// stops them. Used by the size and Lighthouse scripts (the e2e run has Playwright's webServer).
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { setTimeout as delay } from "node:timers/promises";

const appDir = fileURLToPath(new URL("..", import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * @param {{ extraStorefronts?: Record<string, string>[] }} [options] more storefront servers on the same api, each with its own environment
 * @returns {Promise<{ url: string, apiUrl: string, others: string[], close: () => void }>}
 */
export async function runShop(options = {}) {
  const apiPort = await freePort();
  const storefrontPort = await freePort();
  const apiUrl = `http://localhost:${apiPort}`;
  const url = `http://localhost:${storefrontPort}`;
  const others = [];
  const children = [
    spawn("node_modules/.bin/tsx", ["--conditions=@shop/source", "src/main.ts"], { cwd: `${appDir}/../api`, stdio: "ignore", env: { ...process.env, PORT: String(apiPort), HOST: "localhost", SHOP_API_DATABASE: "memory" } }),
  ];
  const close = () => {
    for (const child of children) child.kill("SIGTERM");
  };
  try {
    await waitFor(`${apiUrl}/api/catalog/shop_catalog_nl/category/_search?size=1`, 120_000);
    children.push(spawn("node", ["dist/server/main.js"], { cwd: appDir, stdio: "ignore", env: { ...process.env, PORT: String(storefrontPort), HOST: "localhost", SHOP_API_URL: apiUrl, NODE_ENV: "production" } }));
    await waitFor(`${url}/healthz`, 30_000);
    for (const env of options.extraStorefronts ?? []) {
      const port = await freePort();
      children.push(spawn("node", ["dist/server/main.js"], { cwd: appDir, stdio: "ignore", env: { ...process.env, PORT: String(port), HOST: "localhost", SHOP_API_URL: apiUrl, NODE_ENV: "production", ...env } }));
      others.push(`http://localhost:${port}`);
      await waitFor(`http://localhost:${port}/healthz`, 30_000);
    }
  } catch (error) {
    close();
    throw error;
  }
  return { url, apiUrl, others, close };
}

/** One page of each route type, for the size and Lighthouse reports. */
export const SAMPLE_PAGES = {
  home: "/",
  category: "/c/overhemden/",
  product: null, // found at run time: the first product of the category
  cart: "/winkelwagen/",
  checkout: "/checkout/",
};

/** A product page of the seeded catalogue (its URL from the category listing's first card). */
export async function sampleProductPath(apiUrl) {
  const reply = await fetch(`${apiUrl}/api/catalog/shop_catalog_nl/product/_search?size=1&request=${encodeURIComponent(JSON.stringify({ filter: { type_id: "configurable", visibility: [2, 3, 4], status: 1 } }))}`);
  const body = await reply.json();
  const source = body?.hits?.hits?.[0]?._source;
  if (!source) throw new Error("The seeded catalogue has no configurable product");
  return `/p/${encodeURIComponent(source.sku)}/${encodeURIComponent(source.slug)}/`;
}
