// @ts-check
import { rmSync } from "node:fs";
import { join, relative } from "node:path";
import { build as esbuild } from "esbuild";
import { defineConfig } from "tsup";

/** Where the per-module ESM entries are written; removed after the build (nothing imports them). */
const MODULES_DIR = "_modules";

/** A source module esbuild compiles (not JSON, CSS or another asset, which stay in their importer's chunk). */
const SOURCE_MODULE = /\.[cm]?tsx?$/;

/**
 * The source modules the published entries reach, from esbuild's own module graph (other
 * packages stay external; type-only imports and comments are not edges). Stories, fixtures and
 * test helpers are never reached, so never built. Targets of a dynamic `import()` are left out:
 * esbuild points an `import()` of an entry at that entry's file, which the build deletes, while
 * a module that is no entry gets its own lazy chunk.
 *
 * @param {string[]} entryFiles
 * @returns {Promise<string[]>}
 */
async function reachableModules(entryFiles) {
  const { metafile } = await esbuild({
    // "./": with packages external, a bare "src/index.ts" would read as a package name.
    entryPoints: entryFiles.map((file) => `./${file}`),
    absWorkingDir: process.cwd(),
    outdir: "dist", // not written; esbuild needs it for several entries
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    format: "esm",
    platform: "neutral",
    jsx: "automatic",
    logLevel: "silent",
  });
  const inputs = Object.entries(metafile.inputs);
  const lazy = new Set(inputs.flatMap(([, input]) => input.imports.filter((edge) => edge.kind === "dynamic-import").map((edge) => edge.path)));
  return inputs.map(([path]) => path).filter((path) => SOURCE_MODULE.test(path) && !lazy.has(path));
}

/**
 * Every module the published entries reach, as an extra ESM entry, so that esbuild's code
 * splitting emits one chunk per module (or per cycle) instead of one concatenated file. A
 * consumer's bundler then drops, through `sideEffects: false`, the modules it does not use: a
 * concatenated file keeps every top-level call (zod schemas, createSlice) of modules it never
 * needed.
 *
 * @param {Record<string, string>} entry
 * @returns {Promise<Record<string, string>>}
 */
export async function moduleEntries(entry) {
  const published = new Set(Object.values(entry).map((file) => join(file)));
  const reached = await reachableModules([...published]);
  return Object.fromEntries(
    reached
      .filter((file) => !published.has(join(file)))
      .map((file) => [join(MODULES_DIR, relative("src", file)).replace(SOURCE_MODULE, ""), file]),
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
  return defineConfig(async () => {
    rmSync("dist", { recursive: true, force: true });
    return [
      {
        ...shared,
        format: ["esm"],
        entry: { ...entry, ...(await moduleEntries(entry)) },
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
