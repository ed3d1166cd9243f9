// @ts-check
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { checkDist } from "./check-dist.js";

const dir = mkdtempSync(join(tmpdir(), "check-dist-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const ESM = "export const a = 1;\n";
const CJS = "exports.a = 1;\n";

/** A package folder with this exports map (and dependencies) and dist/index.{js,cjs}, dist/empty.{js,cjs}. */
function fixture(/** @type {unknown} */ exportsMap, /** @type {Record<string, string>} */ dependencies = {}) {
  const root = mkdtempSync(join(dir, "pkg-"));
  mkdirSync(join(root, "dist"));
  writeFileSync(join(root, "package.json"), JSON.stringify({ name: "@shop/fixture", type: "module", exports: exportsMap, dependencies }));
  writeFileSync(join(root, "dist/index.js"), ESM);
  writeFileSync(join(root, "dist/index.cjs"), CJS);
  writeFileSync(join(root, "dist/empty.js"), "export {};\n");
  writeFileSync(join(root, "dist/empty.cjs"), "module.exports = {};\n");
  return root;
}

/** @param {string} root */
async function run(root) {
  /** @type {string[]} */
  const errors = [];
  const result = await checkDist(root, { info: () => {}, error: (line) => errors.push(line) });
  return { ...result, errors };
}

const both = { import: { types: "./dist/index.d.ts", default: "./dist/index.js" }, require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" } };

test("passes a package whose . loads as ESM and CJS", async () => {
  const result = await run(fixture({ ".": both, "./package.json": "./package.json" }));
  assert.deepEqual(result, { checked: 2, failures: 0, errors: [] });
});

/** @type {[string, unknown, RegExp][]} */
const failing = [
  ["no exports map", undefined, /no entry was checked/],
  ["an empty exports map", {}, /no entry was checked/],
  ["only ./package.json", { "./package.json": "./package.json" }, /no entry was checked/],
  ["a bare string export", "./dist/index.js", /has no import target/],
  [". without import", { ".": { require: both.require } }, /@shop\/fixture has no import target/],
  [". without require", { ".": { import: both.import } }, /@shop\/fixture has no require target/],
  ["a missing file", { ".": { import: "./dist/nope.js", require: both.require } }, /\(import\) \.\/dist\/nope\.js/],
  ["an entry that exports nothing", { ".": { import: "./dist/empty.js", require: "./dist/empty.cjs" } }, /exports nothing/],
];
for (const [name, exportsMap, expected] of failing) {
  test(`fails ${name}`, async () => {
    const result = await run(fixture(exportsMap));
    assert.ok(result.failures > 0, "expected a failure");
    assert.match(result.errors.join("\n"), expected);
  });
}

test("a subpath may have only one of import and require; . may not", async () => {
  const result = await run(fixture({ ".": both, "./esm-only": { import: "./dist/index.js" } }));
  assert.deepEqual(result, { checked: 3, failures: 0, errors: [] });
});

/** @type {[string, Record<string, string>, RegExp | undefined][]} */
const dependencyRows = [
  ["zod and a workspace:^ sibling as dependencies", { zod: "^4.1.0", "@shop/core": "workspace:^" }, undefined],
  ["Redux Toolkit as a dependency", { "@reduxjs/toolkit": "~2.14.0" }, /@reduxjs\/toolkit must be a peerDependency/],
  ["i18next as a dependency", { i18next: "~26.7.2" }, /i18next must be a peerDependency/],
  ["react as a dependency", { react: "^19.0.0" }, /react must be a peerDependency/],
  ["a workspace:* sibling", { "@shop/core": "workspace:*" }, /"workspace:\*", which publishes as an exact version/],
];
for (const [name, dependencies, expected] of dependencyRows) {
  test(`${expected ? "fails" : "passes"} ${name}`, async () => {
    const result = await run(fixture({ ".": both }, dependencies));
    if (expected === undefined) assert.deepEqual(result, { checked: 2, failures: 0, errors: [] });
    else {
      assert.equal(result.failures, 1);
      assert.match(result.errors.join("\n"), expected);
    }
  });
}

test("fails a relative import in dist that points at no file, also one only a code path loads", async () => {
  const root = fixture({ ".": both });
  writeFileSync(join(root, "dist/index.js"), 'import { b } from "./chunk-b.js";\nexport const a = b;\nexport const lazy = () => import("./_modules/lazy.js");\n');
  writeFileSync(join(root, "dist/chunk-b.js"), "export const b = 1;\n");
  writeFileSync(join(root, "dist/index.cjs"), 'exports.a = 1;\nexports.lazy = () => require("./gone.cjs");\n');
  const result = await run(root);
  assert.deepEqual(result.errors, [
    "FAIL @shop/fixture dist/index.cjs: ./gone.cjs does not exist",
    "FAIL @shop/fixture dist/index.js: ./_modules/lazy.js does not exist",
  ]);
});
