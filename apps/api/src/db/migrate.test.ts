import { describe, expect, it } from "vitest";
import { SEARCH_PROJECTION_DROPS } from "../catalog/search-sql";
import { readMigrations, splitStatements } from "./migrate";

describe("migrations", () => {
  it("are numbered SQL files in order", () => {
    const migrations = readMigrations();
    expect(migrations.map((migration) => migration.version)).toEqual([1, 2, 3, 4, 5]);
    expect(migrations.every((migration) => /CREATE TABLE|ALTER TABLE|CREATE INDEX/.test(migration.sql))).toBe(true);
  });

  it("the search projection leaves out exactly the keys the search code expects", () => {
    const sql = readMigrations().find((migration) => migration.name === "004_search_projection.sql")?.sql ?? "";
    const dropped = /doc - '\{([a-z_,]+)\}'::text\[\]/.exec(sql)?.[1]?.split(",");
    expect(dropped).toEqual([...SEARCH_PROJECTION_DROPS]);
  });

  it("split into statements at line-ending semicolons, without comments", () => {
    expect(splitStatements("-- a table\nCREATE TABLE a (x int);\nCREATE INDEX i ON a (x);\n")).toEqual(["CREATE TABLE a (x int)", "CREATE INDEX i ON a (x)"]);
    expect(splitStatements("SELECT ';' AS x;")).toEqual(["SELECT ';' AS x"]);
  });
});
