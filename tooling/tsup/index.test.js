// @ts-check
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { after, before, test } from "node:test";
import { unresolvedImports } from "./check-dist.js";

/** A package whose sources hold what broke the first module scan: JSON, comments naming modules, a lazy import. */
const FILES = {
  "package.json": JSON.stringify({ name: "@shop/preset-fixture", type: "module", sideEffects: false }),
  "src/index.ts": [
    'import data from "./data.json";',
    '// Was: export { old } from "./old-name";',
    '/** In tests, use the helper from "./testing/helper". */',
    'export { used } from "./used";',
    "export const size: number = data.size;",
    'export const loadLazy = () => import("./lazy");',
  ].join("\n"),
  "src/used.ts": 'export const used = "used";\n',
  "src/extra.ts": 'export { used } from "./used";\nexport const extra = 1;\n',
  "src/lazy.ts": "export const lazyValue = 42;\n",
  "src/data.json": '{ "size": 3 }\n',
  "src/testing/helper.ts": 'import { expect } from "vitest";\nexport const helper = expect;\n',
};

/** Two published entries, as packages with a `./testing` subpath have. */
const ENTRY = { index: "src/index.ts", extra: "src/extra.ts" };

const root = mkdtempSync(join(tmpdir(), "tsup-preset-"));
const startDir = process.cwd();
/** @type {import("./index.js")} */
let preset;
after(() => {
  process.chdir(startDir);
  rmSync(root, { recursive: true, force: true });
});

before(async () => {
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  // The preset reads src/ and writes dist/ relative to the package, as tsup runs it. esbuild
  // takes its default working directory when first loaded, so tsup and the preset load after.
  process.chdir(root);
  preset = await import("./index.js");
  const { build } = await import("tsup");
  const config = preset.shopTsupConfig({ entry: ENTRY });
  const options = typeof config === "function" ? await config({}) : config;
  // The JS builds only: the declaration pass needs a tsconfig and is tsup's own.
  const js = (Array.isArray(options) ? options : [options]).filter((option) => !option.dts);
  await Promise.all(js.map((option) => build({ ...option, config: false })));
});

test("module entries come from the module graph: no JSON, no module a comment names, no lazy import target", async () => {
  assert.deepEqual(await preset.moduleEntries(ENTRY), { "_modules/used": "src/used.ts" });
});

test("the ESM build keeps a chunk per module, deletes the wrappers, and its lazy import loads", async () => {
  assert.equal(existsSync(join(root, "dist/_modules")), false);
  assert.deepEqual(unresolvedImports(join(root, "dist")), []);
  const esm = await import(pathToFileURL(join(root, "dist/index.js")).href);
  assert.equal(esm.used, "used");
  assert.equal(esm.size, 3);
  assert.equal((await esm.loadLazy()).lazyValue, 42);
  const index = readFileSync(join(root, "dist/index.js"), "utf8");
  assert.match(index, /from ["']\.\/chunk-[\w-]+\.js["']/, "the entry re-exports the module chunks");
});

test("the CJS build is one file per published entry (plus their shared and lazy chunks) and loads", async () => {
  const cjs = createRequire(join(root, "package.json"))("./dist/index.cjs");
  assert.equal(cjs.used, "used");
  assert.equal((await cjs.loadLazy()).lazyValue, 42);
  const cjsFiles = readdirSync(join(root, "dist")).filter((file) => file.endsWith(".cjs"));
  assert.deepEqual(cjsFiles.filter((file) => !/^(lazy|chunk)-/.test(file)).sort(), ["extra.cjs", "index.cjs"]);
});

test("nothing only a comment names is built", () => {
  const built = readdirSync(join(root, "dist")).filter((file) => file.endsWith(".js") || file.endsWith(".cjs"));
  for (const file of built) assert.doesNotMatch(readFileSync(join(root, "dist", file), "utf8"), /helper|vitest/, file);
});
