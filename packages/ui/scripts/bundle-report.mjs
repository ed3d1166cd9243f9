#!/usr/bin/env node
// Bundle report: the minified + gzipped size of @shop/ui as a consumer's bundler would ship
// it (React and @shop/* dependencies external), and of each component entry
// (src/components/<name>/index.ts) with its own CSS and the CSS of every component it composes
// (the product card counts the labels, price, size dropdown, select, spinner and add-to-cart
// CSS); the shared tokens and base.css count once, in the total. Prints a table and each
// entry's composed parts; `--json` prints JSON.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { build, transform } from "esbuild";
import { gzipBytes as gz, kB as kb, minifiedBundle } from "./minified-bundle.mjs";

const root = new URL("..", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const external = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {}), "react/jsx-runtime"];

async function bundleJs(entry) {
  const { js, inputs } = await minifiedBundle({ entry: join(root, entry) }, external);
  // A component folder's CSS counts when one of its components (a .tsx module) is in the
  // output: what the entry renders, itself and the parts it composes. A folder reached only
  // for rules or types (a .ts module, or code tree-shaken away) ships no markup to style.
  const folders = new Set(
    inputs
      .filter((input) => input.endsWith(".tsx"))
      .map((input) => /src\/components\/([^/]+)\//.exec(input)?.[1])
      .filter(Boolean),
  );
  return { js, folders };
}

async function bundleCss(entry) {
  const result = await build({ entryPoints: [join(root, entry)], bundle: true, minify: true, write: false, logLevel: "silent" });
  return result.outputFiles[0].contents;
}

async function minifyCssFiles(files) {
  const text = files.map((file) => readFileSync(join(root, file), "utf8")).join("\n");
  return Buffer.from((await transform(text, { loader: "css", minify: true })).code);
}

const componentsDir = join(root, "src/components");
const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(componentsDir, entry.name, "index.ts")))
  .map((entry) => entry.name)
  .sort();

const rows = [];
for (const name of components) {
  const { js, folders } = await bundleJs(`src/components/${name}/index.ts`);
  const cssFiles = [...folders].sort().flatMap((folder) =>
    readdirSync(join(componentsDir, folder))
      .filter((file) => file.endsWith(".css"))
      .map((file) => `src/components/${folder}/${file}`),
  );
  const css = cssFiles.length > 0 ? await minifyCssFiles(cssFiles) : Buffer.alloc(0);
  const parts = [...folders].filter((folder) => folder !== name).sort();
  rows.push({ entry: name, parts, jsMin: js.length, jsGzip: gz(js), cssMin: css.length, cssGzip: css.length ? gz(css) : 0 });
}

const { js: allJs } = await bundleJs("src/index.ts");
const allCss = await bundleCss("src/styles.css");
const total = { entry: "@shop/ui (all)", jsMin: allJs.length, jsGzip: gz(allJs), cssMin: allCss.length, cssGzip: gz(allCss) };

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ total, components: rows }, null, 2));
} else {
  const width = Math.max(...[total, ...rows].map((row) => row.entry.length));
  const line = (row) =>
    `${row.entry.padEnd(width)}  ${kb(row.jsGzip).padStart(9)}  ${kb(row.cssGzip).padStart(9)}  ${kb(row.jsGzip + row.cssGzip).padStart(9)}   (min JS ${kb(row.jsMin)}, CSS ${kb(row.cssMin)})`;
  console.log(`@shop/ui bundle report: minified + gzip (level 9); React and ${Object.keys(pkg.dependencies ?? {}).join(", ")} external\n`);
  console.log(`${"entry".padEnd(width)}  ${"JS gz".padStart(9)}  ${"CSS gz".padStart(9)}  ${"total gz".padStart(9)}`);
  for (const row of rows) console.log(line(row));
  const composers = rows.filter((row) => row.parts.length > 0);
  console.log("-".repeat(width + 33));
  console.log(line(total));
  console.log("\nCSS counted with each entry's composed parts:");
  for (const row of composers) console.log(`  ${row.entry}: + ${row.parts.join(", ")}`);
}
