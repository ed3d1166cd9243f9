import { shopTsupConfig } from "@shop/tsup-config";

export default shopTsupConfig({
  entry: { index: "src/index.ts", react: "src/react/index.ts", testing: "src/testing/index.ts" },
});
