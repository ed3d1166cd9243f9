import { shopVitestConfig } from "@shop/vitest-config";

export default shopVitestConfig();
