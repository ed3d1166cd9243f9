import { shopTsupConfig } from "@shop/tsup-config";

export default shopTsupConfig({
  entry: { index: "src/index.ts" },
});
