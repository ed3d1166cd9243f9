#!/usr/bin/env node
// Loads every entry of the package's exports map from dist with plain Node, once as ESM
// (import) and once as CJS (require), and fails when one cannot load or exports nothing.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = resolve(process.argv[2] ?? ".");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const require = createRequire(join(root, "package.json"));
let failures = 0;

/** @param {unknown} target @param {string} condition */
function pick(target, condition) {
  if (!target || typeof target !== "object") return undefined;
  const entry = /** @type {Record<string, unknown>} */ (target)[condition];
  if (typeof entry === "string") return entry;
  if (entry && typeof entry === "object") return /** @type {Record<string, unknown>} */ (entry).default;
  return undefined;
}

for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
  if (subpath.endsWith(".json")) continue;
  for (const [condition, load] of [
    ["import", (/** @type {string} */ file) => import(pathToFileURL(join(root, file)).href)],
    ["require", (/** @type {string} */ file) => require(join(root, file))],
  ]) {
    const file = pick(target, /** @type {string} */ (condition));
    if (typeof file !== "string") continue;
    try {
      const loaded = await /** @type {(file: string) => Promise<object> | object} */ (load)(file);
      const names = Object.keys(loaded).filter((name) => name !== "default" && name !== "__esModule");
      if (names.length === 0) throw new Error("exports nothing");
      console.info(`ok   ${pkg.name}${subpath.slice(1)} (${condition}): ${names.length} exports`);
    } catch (error) {
      failures += 1;
      console.error(`FAIL ${pkg.name}${subpath.slice(1)} (${condition}) ${file}: ${error instanceof Error ? error.message : error}`);
    }
  }
}
process.exit(failures === 0 ? 0 : 1);
