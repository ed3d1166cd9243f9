import { describe, expect, it } from "vitest";
import { readMigrations, splitStatements } from "./migrate";

describe("migrations", () => {
  it("are numbered SQL files in order", () => {
    const migrations = readMigrations();
    expect(migrations.map((migration) => migration.version)).toEqual([1, 2, 3]);
    expect(migrations.every((migration) => migration.sql.includes("CREATE TABLE"))).toBe(true);
  });

  it("split into statements at line-ending semicolons, without comments", () => {
    expect(splitStatements("-- a table\nCREATE TABLE a (x int);\nCREATE INDEX i ON a (x);\n")).toEqual(["CREATE TABLE a (x int)", "CREATE INDEX i ON a (x)"]);
    expect(splitStatements("SELECT ';' AS x;")).toEqual(["SELECT ';' AS x"]);
  });
});
