#!/usr/bin/env node
// Which local PostgreSQL the contract tests' second run may use, as SHOP_API_POSTGRES spells it:
// "local:<version>" for the newest Debian postgresql binaries (<root>/<version>/bin/initdb), or
// "none". scripts/check.sh exports it when unset, so turbo hashes it into api#test (apps/api/
// turbo.json) and installing or removing postgresql runs the tests again instead of replaying a
// cached run. Run directly it prints the mode: `node scripts/postgres-mode.mjs [root]`.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const POSTGRES_ROOT = "/usr/lib/postgresql";

const initdbOf = (root, version) => join(root, version, "bin", "initdb");

/** The newest version under `root` with an initdb ("16" before "15" before "9.6"), else undefined. */
function newestVersion(root) {
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .filter((name) => existsSync(initdbOf(root, name)))
    .sort((a, b) => Number(b) - Number(a))[0];
}

/** "local:<version>" when Debian's postgresql binaries are installed under `root`, else "none". */
export function detectPostgresMode(root = POSTGRES_ROOT) {
  const version = newestVersion(root);
  return version === undefined ? "none" : `local:${version}`;
}

/**
 * The binaries a SHOP_API_POSTGRES value names: undefined for "none"; for "local:<version>" that
 * version's bin directory, which must hold initdb; unset or "" detects them as `detectPostgresMode`
 * does. Any other value, or a version that is not installed, is an error saying what is accepted.
 */
export function postgresBinaries(mode, root = POSTGRES_ROOT) {
  const chosen = mode === undefined || mode === "" ? detectPostgresMode(root) : mode;
  if (chosen === "none") return undefined;
  const version = /^local:(.+)$/.exec(chosen)?.[1];
  if (version === undefined) {
    throw new Error(`SHOP_API_POSTGRES must be "none" or "local:<version>" (e.g. local:16), got "${chosen}"`);
  }
  if (!existsSync(initdbOf(root, version))) {
    throw new Error(`SHOP_API_POSTGRES is "${chosen}" but ${initdbOf(root, version)} does not exist (installed: ${detectPostgresMode(root)})`);
  }
  return { version, bin: join(root, version, "bin") };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.info(detectPostgresMode(process.argv[2]));
}
