import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { sourceResolve } from "@shop/vitest-config";
import { defineConfig } from "vitest/config";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { dependencies: Record<string, string> };
// The server bundle imports the workspace packages as published (their dist and their own
// dependencies), not their source: they stay external like any other dependency.
const workspacePackages = Object.keys(manifest.dependencies).filter((name) => name.startsWith("@shop/"));

export default defineConfig(({ command, mode }) => ({
  // Tests and the dev server run on the packages' source; a build runs on their dist.
  ...(command === "serve" || mode === "test" ? sourceResolve : {}),
  plugins: [react()],
  build: {
    manifest: true,
    sourcemap: true,
    target: "es2022",
  },
  ssr: {
    ...(command === "serve" || mode === "test" ? sourceResolve.ssr : {}),
    external: workspacePackages,
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    testTimeout: 20_000,
    pool: "threads",
    maxWorkers: 2,
  },
}));
