// @ts-check
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { publicApis } from "./public-api.js";

const dir = mkdtempSync(join(tmpdir(), "public-api-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** @param {Record<string, string>} files */
function project(files) {
  const root = mkdtempSync(join(dir, "p-"));
  writeFileSync(join(root, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, module: "ESNext", moduleResolution: "bundler" } }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return join(root, "index.ts");
}

test("splits runtime values from type-only exports, through re-exports", () => {
  const entry = project({
    "a.ts": [
      "export const one = 1;",
      "export function two() { return 2; }",
      "export class Three {}",
      "export interface Four { x: number }",
      "export type Five = string;",
      "export enum Six { A }",
    ].join("\n"),
    "index.ts": [
      'export { one, two, Three, type Four, type Five, Six } from "./a";',
      'export type { Three as ThreeType } from "./a";',
      "export const own = 7;",
      "export type Own = 8;",
    ].join("\n"),
  });
  assert.deepEqual(publicApis([entry])[entry], {
    values: ["Six", "Three", "one", "own", "two"],
    types: ["Five", "Four", "Own", "ThreeType"],
  });
});

test("a name that is both a value and a type (a schema and its inferred type) is listed under both", () => {
  const entry = project({
    "a.ts": [
      "export const Schema = { parse: (x: unknown) => x };",
      "export type Schema = { id: number };",
      "export const Merged = 1;",
      "export interface Merged { x: number }",
      "export class Klass {}",
      "export enum Kind { A }",
    ].join("\n"),
    "index.ts": [
      'export { Schema, Merged, Klass, Kind } from "./a";',
      'export type { Schema as SchemaType } from "./a";',
      "export const local = 1;",
      "export type local = number;",
    ].join("\n"),
  });
  assert.deepEqual(publicApis([entry])[entry], {
    values: ["Kind", "Klass", "Merged", "Schema", "local"],
    types: ["Merged", "Schema", "SchemaType", "local"],
  });
});

test("follows `export *`", () => {
  const entry = project({ "a.ts": "export const a = 1;\nexport type B = 2;", "index.ts": 'export * from "./a";' });
  assert.deepEqual(publicApis([entry])[entry], { values: ["a"], types: ["B"] });
});

test("several entries from one program, keyed as given", () => {
  const entry = project({ "a.ts": "export const a = 1;\nexport type B = 2;", "index.ts": 'export { a } from "./a";' });
  const second = entry.replace(/index\.ts$/, "a.ts");
  assert.deepEqual(publicApis([entry, second]), {
    [entry]: { values: ["a"], types: [] },
    [second]: { values: ["a"], types: ["B"] },
  });
});

test("an entry that cannot be read is an error, not an empty API", () => {
  assert.throws(() => publicApis([join(dir, "missing", "index.ts")], { tsconfig: join(dir, "nope.json") }), /publicApi:/);
  assert.throws(() => publicApis([]), /no entry files/);
});
