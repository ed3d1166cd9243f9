// Bundles the stylesheet (tokens + every component's CSS, @import-ed by src/styles.css) and the
// tokens alone into dist, minified. Runs after tsup, which cleans dist.
import { build } from "esbuild";

await build({
  entryPoints: { styles: "src/styles.css", tokens: "src/tokens/tokens.css" },
  outdir: "dist",
  bundle: true,
  minify: true,
  sourcemap: true,
  logLevel: "warning",
});
