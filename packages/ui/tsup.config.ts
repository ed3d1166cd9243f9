import { shopTsupConfig } from "@shop/tsup-config";

// Components never import CSS: the stylesheet is built separately (scripts/build-css.mjs), so
// the JS loads in plain Node and in any bundler without a CSS loader.
export default shopTsupConfig({ entry: { index: "src/index.ts" } });
