import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { sourceResolve } from "@shop/vitest-config";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { dependencies: Record<string, string> };
// The server bundle imports the workspace packages as published (their dist and their own
// dependencies), not their source: they stay external like any other dependency.
const workspacePackages = Object.keys(manifest.dependencies).filter((name) => name.startsWith("@shop/"));

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  // Tests and the dev server run on the packages' source; a build runs on their dist.
  ...(command === "serve" || mode === "test" ? sourceResolve : {}),
  plugins: [
    react(),
    // The service worker and the web app manifest (issue 21), in the browser build only.
    ...(isSsrBuild === true || mode === "test"
      ? []
      : VitePWA({
          strategies: "injectManifest",
          srcDir: "src",
          filename: "service-worker.ts",
          injectRegister: false,
          manifestFilename: "manifest.webmanifest",
          injectManifest: { globPatterns: ["assets/**/*.{js,css,woff2}", "icons/*.{png,svg}"], maximumFileSizeToCacheInBytes: 1_500_000 },
          manifest: {
            name: "Shop — menswear",
            short_name: "Shop",
            description: "Menswear: shirts, trousers, jackets, knitwear and shoes.",
            start_url: "/",
            scope: "/",
            display: "standalone",
            background_color: "#ffffff",
            theme_color: "#1d1d1b",
            icons: [
              { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
              { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
              { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
            ],
          },
        })),
  ],
  build: {
    manifest: true,
    // One stylesheet: a page chunk's own CSS would reach a server-rendered page only once its
    // script loads (a flash of unstyled content); the app's CSS is small beside @shop/ui's.
    cssCodeSplit: false,
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
