import { shopVitestConfig } from "@shop/vitest-config";

// Each file starts a seeded in-memory shop (≈ 3–8 s of PGlite start and seed on 2 cores).
export default shopVitestConfig({ overrides: { test: { testTimeout: 60_000, hookTimeout: 120_000 } } });
