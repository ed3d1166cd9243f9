// Search latency at scale (issue 18): the seeded catalogue, then 10× and 100× its products
// (generated copies in the nl index), p50 and p95 of three calls made in-process through the
// app (HTTP parsing and JSON included, no socket): a category listing with its filter
// aggregations, a product search with a typo, and an autocomplete. On PGlite in memory, then on
// PostgreSQL: DATABASE_URL / SHOP_API_TEST_POSTGRES_URL (a role that may create databases), else
// a throwaway cluster of Debian's binaries (as scripts/test-on-postgres.mjs), else skipped.
// Goals at 10×: listing with aggregations p50 ≤ 20 ms, autocomplete p50 ≤ 10 ms.
// Not part of the tests: `npx -y pnpm@10.34.9 --filter api bench:search` (BENCH_SCALES=1,10 to pick).
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { postgresBinaries } from "../scripts/postgres-mode.mjs";
import { indexSearchTerms } from "../src/catalog/relevance/index-terms";
import type { Queryable } from "../src/db/database";
import { SEARCH_SERVICE_PATH } from "../src/search-service/routes";
import { createServer, type ShopServer } from "../src/server";

const INDEX = "shop_catalog_nl";
const SCALES = (process.env.BENCH_SCALES ?? "1,10,100").split(",").map(Number);
/** Words added to the copies' names, so the generated catalogue has more than the seed's vocabulary. */
const STYLE_WORDS = ["klassiek", "heritage", "atelier", "studio", "urban", "riviera", "nordic", "tweed", "harbour", "oxford", "milano", "camden", "soho", "savile", "breton", "alpine", "coastal", "city", "weekend", "signature"];

const CALLS: { name: string; goal?: number; path: string; body: unknown }[] = [
  {
    name: "category listing + aggregations",
    goal: 20,
    path: `/api/catalog/${INDEX}/product/_search`,
    body: {
      filter: { category_ids: [3], visibility: [2, 3, 4], status: 1 },
      sort: "final_price:asc",
      size: 50,
      aggs: {
        terms: [{ field: "color_ois" }, { field: "size_ois" }, { field: "wever_ois" }],
        range: [{ field: "final_price", ranges: [{ to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] }],
      },
    },
  },
  { name: "search “ovrhemd linnen” (typo)", path: `/api/catalog/${INDEX}/product/_search`, body: { query: "ovrhemd linnen", filter: { visibility: [3, 4], status: [0, 1] }, size: 50 } },
  {
    name: "autocomplete “overh”",
    goal: 10,
    path: `${SEARCH_SERVICE_PATH}/queries/autocomplete?market=NL&locale=nl-NL&touchpoint=desktop&sessionKey=bench&customerKey=bench&q=overh`,
    body: {},
  },
];

/** Copies every product document of the index factor − 1 times (new ids, skus and a style word), then rebuilds its search words. */
async function scaleCatalogue(db: Queryable, factor: number): Promise<void> {
  for (let copy = 1; copy < factor; copy++) {
    await db.query(
      `INSERT INTO catalog_document (index_name, entity_type, entity_id, sku, doc)
       SELECT index_name, entity_type, (entity_id::bigint + $2::bigint * 1000000)::text, sku || '-X' || $2, doc || jsonb_build_object(
         'id', entity_id::bigint + $2::bigint * 1000000,
         'sku', sku || '-X' || $2,
         'name', (doc->>'name') || ' ' || $3::text,
         'position', coalesce((doc->>'position')::int, 0) + $2::int * 1000)
         || CASE WHEN doc ? 'parentSku' THEN jsonb_build_object('parentSku', (doc->>'parentSku') || '-X' || $2) ELSE '{}'::jsonb END
       FROM catalog_document WHERE index_name = $1 AND entity_type = 'product' AND entity_id::bigint < 1000000`,
      [INDEX, copy, STYLE_WORDS[copy % STYLE_WORDS.length]],
    );
  }
  await indexSearchTerms(db, INDEX, "dutch");
  await db.query("ANALYZE");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

async function measure(shop: ShopServer, call: (typeof CALLS)[number], runs: number): Promise<{ p50: number; p95: number }> {
  const once = async () => {
    const response = await shop.fetch(new Request(`http://bench${call.path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(call.body) }));
    if (response.status !== 200) throw new Error(`${call.name}: ${response.status} ${await response.text()}`);
    await response.json();
  };
  for (let warm = 0; warm < 5; warm++) await once();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchmark(label: string, database: () => Promise<{ option: "memory" | { url: string }; drop?: () => Promise<void> }>): Promise<void> {
  for (const factor of SCALES) {
    const { option, drop } = await database();
    const shop = await createServer({ database: option, port: 0, host: "127.0.0.1", log: () => undefined });
    try {
      const started = performance.now();
      if (factor > 1) await scaleCatalogue(shop.db, factor);
      const [{ products }] = (await shop.db.query<{ products: number }>("SELECT count(*)::int AS products FROM catalog_document WHERE index_name = $1 AND entity_type = 'product' AND (doc->>'visibility')::int <> 1", [INDEX])) as [{ products: number }];
      const runs = factor >= 100 ? 30 : 100;
      console.log(`${label}, ${factor}× (${products} listed products in ${INDEX}${factor > 1 ? `, generated in ${((performance.now() - started) / 1000).toFixed(1)} s` : ""}; ${runs} runs)`);
      for (const call of CALLS) {
        const { p50, p95 } = await measure(shop, call, runs);
        const goal = call.goal !== undefined && factor === 10 ? `  goal p50 ≤ ${call.goal} ms: ${p50 <= call.goal ? "met" : "NOT met"}` : "";
        console.log(`  ${call.name.padEnd(34)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms${goal}`);
      }
    } finally {
      await shop.close();
      await drop?.();
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** An admin URL of a PostgreSQL server and how to stop it: the given one, else a throwaway cluster, else undefined. */
async function postgresServer(): Promise<{ url: string; stop: () => void } | undefined> {
  const given = process.env.SHOP_API_TEST_POSTGRES_URL ?? process.env.DATABASE_URL;
  if (given !== undefined) return { url: given, stop: () => undefined };
  const binaries = postgresBinaries(process.env.SHOP_API_POSTGRES);
  if (binaries === undefined) return undefined;
  const isRoot = process.getuid?.() === 0;
  const asOwner = (command: string, args: string[]) =>
    isRoot ? execFileSync("runuser", ["-u", "postgres", "--", join(binaries.bin, command), ...args], { stdio: "pipe" }) : execFileSync(join(binaries.bin, command), args, { stdio: "pipe" });
  const dir = mkdtempSync(join(tmpdir(), "shop-bench-pg-"));
  const data = join(dir, "data");
  if (isRoot) {
    chmodSync(dir, 0o777);
    execFileSync("chown", ["postgres", dir]);
  }
  const port = await freePort();
  asOwner("initdb", ["-D", data, "-U", "shop", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  asOwner("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`, "start"]);
  return {
    url: `postgres://shop@127.0.0.1:${port}/postgres`,
    stop: () => {
      asOwner("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

await benchmark("PGlite (in memory)", async () => ({ option: "memory" }));

const server = await postgresServer();
if (server === undefined) {
  console.log("PostgreSQL: skipped (no DATABASE_URL and no Debian postgresql binaries)");
} else {
  try {
    let count = 0;
    await benchmark(`PostgreSQL ${server.url.replace(/\/\/[^@]*@/, "//")}`, async () => {
      const name = `shop_bench_${process.pid}_${count++}`;
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(server.url);
      url.pathname = `/${name}`;
      return {
        option: { url: url.toString() },
        drop: async () => {
          const client = new pg.Client({ connectionString: server.url });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
        },
      };
    });
  } finally {
    server.stop();
  }
}
