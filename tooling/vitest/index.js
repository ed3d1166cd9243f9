// @ts-check
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig, mergeConfig } from "vitest/config";

/** The export condition every workspace package maps to its `src/` entry. */
export const SOURCE_CONDITION = "@shop/source";

/**
 * Vite resolve settings that make workspace packages resolve to source, for Vitest,
 * Vite apps and Storybook alike.
 */
export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultServerConditions],
      externalConditions: [SOURCE_CONDITION],
    },
  },
};

/**
 * @param {{ environment?: "node" | "jsdom", setupFiles?: string[], overrides?: import("vitest/config").UserConfig }} [options]
 */
export function shopVitestConfig(options = {}) {
  const base = defineConfig({
    ...sourceResolve,
    test: {
      environment: options.environment ?? "node",
      include: ["src/**/*.test.{ts,tsx}"],
      setupFiles: options.setupFiles ?? [],
      restoreMocks: true,
      // CI runs several turbo tasks at once on 2 cores; a DOM test can take seconds there.
      // A hung test still fails, just later.
      testTimeout: 20_000,
      unstubGlobals: true,
      // Two cores on CI: keep the pool small and predictable.
      pool: "threads",
      maxWorkers: 2,
    },
  });
  return options.overrides ? mergeConfig(base, options.overrides) : base;
}
