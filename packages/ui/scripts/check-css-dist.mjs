#!/usr/bin/env node
// The CSS half of the package check: shop-check-dist loads the JS exports with Node and skips
// the CSS ones, so this checks every CSS export of package.json after `build`: the file is in
// dist and not empty, has no @import left (bundled), and holds what its source promises: the
// tokens, and for styles.css a rule of every component stylesheet src/styles.css imports.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const failures = [];

/** The class selectors a stylesheet defines (every one must survive bundling and minifying). */
const classesOf = (css) => new Set([...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/\.(shop-[\w-]+)/g)].map((match) => match[1]));

/** The source CSS files an entry @imports, followed one level (styles.css imports files only). */
function importedFiles(sourceFile) {
  const dir = join(sourceFile, "..");
  return [...readFileSync(sourceFile, "utf8").matchAll(/@import\s+"([^"]+)"/g)].map((match) => join(dir, match[1]));
}

for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
  if (!subpath.endsWith(".css") || typeof target !== "object") continue;
  const built = join(root, target.default);
  const source = join(root, target["@shop/source"]);
  if (!existsSync(built)) {
    failures.push(`${subpath}: ${target.default} is missing (run build)`);
    continue;
  }
  const css = readFileSync(built, "utf8");
  if (css.trim() === "") failures.push(`${subpath}: ${target.default} is empty`);
  if (/@import/.test(css)) failures.push(`${subpath}: ${target.default} still has an @import (not bundled)`);
  const sources = [source, ...importedFiles(source)];
  const builtClasses = classesOf(css);
  for (const file of sources) {
    const text = readFileSync(file, "utf8");
    const missingClasses = [...classesOf(text)].filter((name) => !builtClasses.has(name));
    if (missingClasses.length > 0) failures.push(`${subpath}: ${file.slice(root.length)} classes missing from ${target.default}: ${missingClasses.join(", ")}`);
    const properties = [...text.matchAll(/^\s*(--shop-[\w-]+):/gm)].map((match) => match[1]);
    const missingProperties = properties.filter((name) => !css.includes(`${name}:`));
    if (missingProperties.length > 0) failures.push(`${subpath}: custom properties missing from ${target.default}: ${missingProperties.join(", ")}`);
  }
  if (!failures.some((failure) => failure.startsWith(`${subpath}:`))) {
    console.info(`ok   ${pkg.name}${subpath.slice(1)}: ${target.default}, ${(css.length / 1024).toFixed(1)} kB from ${sources.length} source file(s)`);
  }
}

for (const failure of failures) console.error(`FAIL ${pkg.name}${failure.startsWith(".") ? failure.slice(1) : failure}`);
if (Object.keys(pkg.exports ?? {}).filter((subpath) => subpath.endsWith(".css")).length === 0) {
  console.error(`FAIL ${pkg.name}: no CSS export to check`);
  process.exit(1);
}
process.exit(failures.length === 0 ? 0 : 1);
