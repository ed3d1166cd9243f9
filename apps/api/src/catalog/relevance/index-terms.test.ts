import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import { migrate, readMigrations } from "../../db/migrate";
import { openPglite } from "../../db/pglite";
import { seedDatabase } from "../../seed/seed";
import { indexMissingSearchTerms } from "./index-terms";
import { textConfigOf } from "./text-config";

describe("search words of a database seeded before migration 015", () => {
  it("are written once at the next start, for every index; products not visible individually have none", { timeout: 60_000 }, async () => {
    const db = await openPglite();
    try {
      const config = createConfig();
      const views = Object.values(config.storeViews.views);
      await migrate(db, { migrations: readMigrations().filter((migration) => migration.version <= 13) });
      await seedDatabase(db, { storeViews: config.storeViews.views, defaultStoreCode: config.storeViews.defaultStoreCode, now: new Date("2026-11-28T12:00:00Z") });
      await migrate(db);
      const indexes = views.map((view) => ({ index: view.search.index, textConfig: textConfigOf(view) }));
      expect(await indexMissingSearchTerms(db, indexes)).toEqual(views.map((view) => view.search.index));
      expect(await indexMissingSearchTerms(db, indexes)).toEqual([]);
      const [words] = await db.query<{ words: number; children: number }>(
        `SELECT count(*)::int AS words,
           (SELECT count(*)::int FROM search_term t JOIN catalog_document d ON d.index_name = t.index_name AND d.entity_type = 'product' AND d.entity_id = t.entity_id
            WHERE d.filter_doc->>'visibility' = '1') AS children
         FROM search_word WHERE index_name = 'shop_catalog_nl'`,
      );
      expect(words?.words).toBeGreaterThan(100);
      expect(words?.children).toBe(0);
      // The Dutch stem of "overhemden" is a word of the index too.
      expect(await db.query("SELECT 1 FROM search_word WHERE index_name = 'shop_catalog_nl' AND word = 'overhemd'")).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
