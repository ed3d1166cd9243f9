// @ts-check
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { defineConfig } from "tsup";

/** Where the per-module ESM entries are written; removed after the build (nothing imports them). */
const MODULES_DIR = "_modules";

/** Relative imports and re-exports in a source module (`from "./x"`, `import "../y"`, `import("./z")`). */
const RELATIVE_SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;
const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/**
 * The source modules the published entries reach through relative imports (other packages stay
 * external). Stories, fixtures and test helpers are never reached, so never built.
 *
 * @param {string[]} entryFiles
 * @returns {string[]}
 */
function reachableModules(entryFiles) {
  const reached = new Set();
  const pending = [...entryFiles];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(RELATIVE_SPECIFIER)) {
      const base = join(dirname(file), specifier.replace(/\.js$/, ""));
      const resolved = RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((path) => /\.tsx?$/.test(path) && existsSync(path));
      if (resolved === undefined) throw new Error(`${file}: cannot resolve ${specifier}`);
      pending.push(resolved);
    }
  }
  return [...reached];
}

/**
 * Every module the published entries reach, as an extra ESM entry, so that esbuild's code
 * splitting emits one chunk per module (or per cycle) instead of one concatenated file. A
 * consumer's bundler then drops, through `sideEffects: false`, the modules it does not use: a
 * concatenated file keeps every top-level call (zod schemas, createSlice) of modules it never
 * needed.
 *
 * @param {Record<string, string>} entry
 * @returns {Record<string, string>}
 */
function moduleEntries(entry) {
  const published = new Set(Object.values(entry).map((file) => join(file)));
  return Object.fromEntries(
    reachableModules([...published])
      .filter((file) => !published.has(file))
      .map((file) => [join(MODULES_DIR, relative("src", file)).replace(/\.tsx?$/, ""), file]),
  );
}

/**
 * @param {{ entry?: Record<string, string>, external?: string[] }} [options]
 *   entry: output name → source file; defaults to `{ index: "src/index.ts" }`.
 */
export function shopTsupConfig(options = {}) {
  const entry = options.entry ?? { index: "src/index.ts" };
  /** @type {import("tsup").Options} */
  const shared = {
    target: "es2022",
    platform: "neutral",
    sourcemap: true,
    // The three builds below run concurrently: dist is cleaned once, before all of them.
    clean: false,
    treeshake: true,
    splitting: true,
    external: options.external ?? [],
    dts: false,
    // One log line per module chunk would bury CI logs; errors are still printed.
    silent: true,
  };
  return defineConfig(() => {
    rmSync("dist", { recursive: true, force: true });
    return [
      {
        ...shared,
        format: ["esm"],
        entry: { ...entry, ...moduleEntries(entry) },
        // The published entries import the module chunks directly, never these wrappers.
        onSuccess: async () => rmSync(join("dist", MODULES_DIR), { recursive: true, force: true }),
      },
      // CommonJS consumers do not tree-shake: one file per published entry is enough.
      { ...shared, format: ["cjs"], entry },
      // Declarations of the published entries, .d.ts and .d.cts from one TypeScript pass.
      {
        ...shared,
        format: ["esm", "cjs"],
        entry,
        dts: {
          only: true,
          compilerOptions: {
            // TS 6 deprecates baseUrl, which tsup's dts step still sets.
            ignoreDeprecations: "6.0",
            // Declarations must reference sibling packages' published types, not their source.
            customConditions: [],
          },
        },
      },
    ];
  });
}
