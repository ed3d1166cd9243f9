import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { detectPostgresMode, postgresBinaries } from "../scripts/postgres-mode.mjs";

// SHOP_API_POSTGRES is hashed into api#test (turbo.json), so the PostgreSQL run's mode is part of
// the cache key: scripts/check.sh sets it from postgres-mode.mjs, test-on-postgres.mjs obeys it.
const scripts = fileURLToPath(new URL("../scripts/", import.meta.url));

/** A fake /usr/lib/postgresql with an initdb for each version given (and a "17" without one). */
function fakeRoot(...versions: string[]): string {
  const root = mkdtempSync(join(tmpdir(), "shop-api-pg-root-"));
  roots.push(root);
  mkdirSync(join(root, "17", "bin"), { recursive: true });
  for (const version of versions) {
    mkdirSync(join(root, version, "bin"), { recursive: true });
    writeFileSync(join(root, version, "bin", "initdb"), "");
  }
  return root;
}
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe("SHOP_API_POSTGRES detection (what scripts/check.sh exports)", () => {
  it.each<[string, string[], string]>([
    ["no binaries", [], "none"],
    ["one version", ["15"], "local:15"],
    ["the newest of several, by number", ["9.6", "16", "15"], "local:16"],
  ])("%s → %s", (_case, versions, expected) => {
    expect(detectPostgresMode(fakeRoot(...versions))).toBe(expected);
  });

  it("is none without a postgresql directory at all", () => {
    expect(detectPostgresMode(join(tmpdir(), "shop-api-no-such-dir"))).toBe("none");
  });

  it("prints the mode when run as check.sh runs it", () => {
    const result = spawnSync(process.execPath, [join(scripts, "postgres-mode.mjs"), fakeRoot("15", "16")], { encoding: "utf8" });
    expect(result.stdout).toBe("local:16\n");
    expect(result.status).toBe(0);
  });
});

describe("postgresBinaries: the binaries a SHOP_API_POSTGRES value names", () => {
  it.each([undefined, ""])("%j detects as before: the newest installed", (mode) => {
    const root = fakeRoot("15", "16");
    expect(postgresBinaries(mode, root)).toEqual({ version: "16", bin: join(root, "16", "bin") });
  });

  it("none: no cluster, even with binaries installed", () => {
    expect(postgresBinaries("none", fakeRoot("15"))).toBeUndefined();
  });

  it("local:<version>: that version, not the newest", () => {
    const root = fakeRoot("15", "16");
    expect(postgresBinaries("local:15", root)).toEqual({ version: "15", bin: join(root, "15", "bin") });
  });

  it("local:<version> that is not installed is an error, not a silent skip", () => {
    const root = fakeRoot("15");
    expect(() => postgresBinaries("local:17", root)).toThrow(`SHOP_API_POSTGRES is "local:17" but ${join(root, "17", "bin", "initdb")} does not exist (installed: local:15)`);
  });

  it.each(["skip", "local", "local:", "yes"])("%j is an error naming the accepted values", (mode) => {
    expect(() => postgresBinaries(mode, fakeRoot())).toThrow(`SHOP_API_POSTGRES must be "none" or "local:<version>" (e.g. local:16), got "${mode}"`);
  });
});

describe("test-on-postgres.mjs honours SHOP_API_POSTGRES (no DATABASE_URL)", () => {
  // No PATH: neither answer needs a program, and a script that ignored the mode fails at its first
  // runuser/chown (as root, as in CI) instead of starting a cluster and the whole contract suite.
  const run = (mode: string) => {
    const { DATABASE_URL: _url, SHOP_API_TEST_POSTGRES_URL: _testUrl, ...env } = process.env;
    return spawnSync(process.execPath, [join(scripts, "test-on-postgres.mjs")], { encoding: "utf8", env: { ...env, PATH: "", SHOP_API_POSTGRES: mode }, timeout: 60_000 });
  };

  it("none: skips with the usual message and passes", () => {
    const result = run("none");
    expect(result.stdout).toContain("==> PostgreSQL run skipped: no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb) and no DATABASE_URL.");
    expect(result.status).toBe(0);
  });

  it("a value it does not know fails the run with the reason", () => {
    const result = run("skip");
    expect(result.stderr).toContain('PostgreSQL run failed: SHOP_API_POSTGRES must be "none" or "local:<version>" (e.g. local:16), got "skip"');
    expect(result.status).toBe(1);
  });
});
