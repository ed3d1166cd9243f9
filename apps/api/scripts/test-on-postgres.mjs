#!/usr/bin/env node
// Runs the contract tests a second time against a real PostgreSQL server: DATABASE_URL or
// SHOP_API_TEST_POSTGRES_URL when set (a role that may CREATE DATABASE), otherwise a
// throwaway cluster made with Debian's postgresql binaries (initdb/pg_ctl on a temp dir and
// a free loopback port): the ones SHOP_API_POSTGRES names ("local:<version>"; "none" for no
// cluster), or, when it is unset, the newest installed (scripts/postgres-mode.mjs). Without
// either it prints why the run is skipped. Arguments are vitest filters (default: every
// contract test), e.g. `node scripts/test-on-postgres.mjs customer`.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { postgresBinaries } from "./postgres-mode.mjs";

const given = process.env.SHOP_API_TEST_POSTGRES_URL ?? process.env.DATABASE_URL;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runTests(adminUrl, label) {
  console.info(`==> api contract tests on ${label}`);
  const vitest = fileURLToPath(new URL("../node_modules/.bin/vitest", import.meta.url));
  const result = spawnSync(vitest, ["run", ...(process.argv.length > 2 ? process.argv.slice(2) : ["contract"])], { stdio: "inherit", env: { ...process.env, SHOP_API_TEST_POSTGRES_URL: adminUrl } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (given !== undefined) {
  process.exit(runTests(given, "the PostgreSQL server of DATABASE_URL"));
}

let binaries;
try {
  binaries = postgresBinaries(process.env.SHOP_API_POSTGRES);
} catch (error) {
  console.error(`PostgreSQL run failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
if (binaries === undefined) {
  console.info(
    "==> PostgreSQL run skipped: no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb) and no DATABASE_URL. " +
      "Install Debian's postgresql package (apt-get install -y postgresql) or set DATABASE_URL to run the contract tests against a server.",
  );
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
// initdb refuses to run as root: as root, the cluster belongs to the postgres user.
const asOwner = (command, args) =>
  isRoot ? execFileSync("runuser", ["-u", "postgres", "--", join(binaries.bin, command), ...args], { stdio: "pipe" }) : execFileSync(join(binaries.bin, command), args, { stdio: "pipe" });

const dir = mkdtempSync(join(tmpdir(), "shop-api-pg-"));
const data = join(dir, "data");
let started = false;
let status;
try {
  if (isRoot) {
    chmodSync(dir, 0o777);
    execFileSync("chown", ["postgres", dir]);
  }
  const port = await freePort();
  asOwner("initdb", ["-D", data, "-U", "shop", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  asOwner("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`, "start"]);
  started = true;
  status = runTests(`postgres://shop@127.0.0.1:${port}/postgres`, `a throwaway PostgreSQL ${binaries.version} cluster (port ${port})`);
} catch (error) {
  console.error(`PostgreSQL run failed: ${error instanceof Error ? error.message : error}`);
  status = 1;
} finally {
  if (started) {
    try {
      asOwner("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch (error) {
      console.error(`could not stop the throwaway cluster: ${error instanceof Error ? error.message : error}`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
