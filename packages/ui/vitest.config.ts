import { shopVitestConfig } from "@shop/vitest-config";

export default shopVitestConfig({ environment: "jsdom", setupFiles: ["./src/test-setup.ts"] });
