import { shopVitestConfig } from "@shop/vitest-config";

// Each contract test file starts its own seeded database (PGlite in memory, or a fresh
// PostgreSQL database): that takes seconds on 2 cores, hence the longer hook timeout.
export default shopVitestConfig({
  overrides: { test: { hookTimeout: 120_000, testTimeout: 30_000 } },
});
