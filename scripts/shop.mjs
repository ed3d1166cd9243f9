// Starts the shop (README "Start the shop"): the reference back end on its embedded database,
// seeded, and the storefront in production mode; prints the one URL to open.
// SHOP_API_URL points the storefront at another back end (then no api is started here).
import { spawn } from "node:child_process";
import { setTimeout as delay } from "node:timers/promises";

const storefrontPort = Number(process.env.PORT ?? 3000);
const externalApi = process.env.SHOP_API_URL;
const apiPort = Number(process.env.SHOP_API_PORT ?? 8787);
const apiUrl = externalApi ?? `http://localhost:${apiPort}`;
const children = [];

function start(name, command, args, env, cwd = process.cwd()) {
  const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (text) => {
      for (const line of text.split("\n")) if (line.trim() !== "") console.log(prefix(line));
    });
  }
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(prefix(`stopped (${signal ?? code}); stopping the shop`));
    stop(1);
  });
  children.push(child);
  return child;
}

/** Waits until `url` answers (any HTTP status) or `timeoutMs` passes. */
async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await delay(250);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.once("SIGINT", () => stop(0));
process.once("SIGTERM", () => stop(0));

if (externalApi === undefined) {
  start("api", "node_modules/.bin/tsx", ["--conditions=@shop/source", "src/main.ts"], { PORT: String(apiPort), NODE_ENV: "production", SHOP_API_DEV_MAILBOX: process.env.SHOP_API_DEV_MAILBOX ?? "1" }, "apps/api");
  await waitFor(`${apiUrl}/api/catalog/shop_catalog_nl/category/_search?size=1`, 120_000);
}
start("storefront", "node", ["apps/storefront/dist/server/main.js"], { PORT: String(storefrontPort), SHOP_API_URL: apiUrl, NODE_ENV: "production" });
await waitFor(`http://localhost:${storefrontPort}/healthz`, 30_000);
console.log("");
console.log(`  The shop is open: http://localhost:${storefrontPort}/`);
console.log(`  (back end ${apiUrl}; Ctrl+C stops both)`);
console.log("");
