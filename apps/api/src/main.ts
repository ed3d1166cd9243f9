import { apiConfigFromEnv } from "./config";
import { createServer } from "./server";

/** `pnpm --filter api start`: serves the seeded shop and prints where. */
async function main() {
  const started = Date.now();
  const server = await createServer(apiConfigFromEnv(process.env));
  const { url } = await server.listen();
  const where = server.config.database === "memory" ? "in memory" : "url" in server.config.database ? "on PostgreSQL" : `in ${server.config.database.dataDir}`;
  console.info(`Shop API listening on ${url} (data ${where}, ready in ${Date.now() - started} ms)`);
  if (server.contentEditorToken !== undefined) {
    console.info(
      server.contentEditorTokenGenerated
        ? `Content editor token: ${server.contentEditorToken} (generated for this start; set SHOP_API_CONTENT_EDITOR_TOKEN to keep one)`
        : "Content editor token: from SHOP_API_CONTENT_EDITOR_TOKEN",
    );
  }
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
