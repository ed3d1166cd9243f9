// What both size scripts measure (bundle-report.mjs, check-tree-shaking.mjs): the JavaScript a
// consumer's bundler ships, as esbuild bundles and minifies it as ESM for the browser.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/**
 * Bundles one entry file, or a module's source code resolved from `resolveDir`, leaving
 * `external` out. Returns the minified JS and the inputs that put code into it.
 *
 * @param {{ entry: string } | { code: string, resolveDir: string }} source
 * @param {string[]} external
 * @returns {Promise<{ js: Uint8Array, inputs: string[] }>}
 */
export async function minifiedBundle(source, external) {
  const result = await build({
    ...("entry" in source ? { entryPoints: [source.entry] } : { stdin: { contents: source.code, resolveDir: source.resolveDir, loader: "js" } }),
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    external,
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([input]) => input);
  const [file] = result.outputFiles;
  if (file === undefined) throw new Error("esbuild wrote no output");
  return { js: file.contents, inputs };
}

/** Gzipped size in bytes (level 9). */
export const gzipBytes = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Bytes as kB with two decimals. */
export const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
