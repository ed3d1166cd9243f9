// @ts-check
import { defineConfig } from "tsup";

/**
 * @param {{ entry?: Record<string, string>, external?: string[] }} [options]
 *   entry: output name → source file; defaults to `{ index: "src/index.ts" }`.
 */
export function shopTsupConfig(options = {}) {
  return defineConfig({
    entry: options.entry ?? { index: "src/index.ts" },
    format: ["esm", "cjs"],
    target: "es2022",
    platform: "neutral",
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    external: options.external ?? [],
    dts: {
      compilerOptions: {
        // TS 6 deprecates baseUrl, which tsup's dts step still sets.
        ignoreDeprecations: "6.0",
        // Declarations must reference sibling packages' published types, not their source.
        customConditions: [],
      },
    },
  });
}
