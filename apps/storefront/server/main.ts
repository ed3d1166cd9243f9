import { fileURLToPath } from "node:url";
import { settingsFromEnv } from "../src/settings";
import { startStorefront } from "./start-storefront";

/** `pnpm --filter storefront start`: serves the built shop and prints where. */
async function main() {
  const settings = settingsFromEnv(process.env);
  const storefront = await startStorefront(settings, fileURLToPath(new URL("../client", import.meta.url)));
  const cache = settings.redisUrl === undefined ? "output cache in memory" : "output cache on Redis";
  console.info(`Storefront listening on ${storefront.url} (back end ${settings.apiUrl}, ${cache})`);
  const stop = () => void storefront.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
