import { calendarDayIn, type StoreView } from "@shop/core";
import { hashPassword } from "../auth/password";
import { compositesTaking, refreshCompositeStock } from "../catalog/composite-stock";
import { one, type DatabaseSession, type Queryable } from "../db/database";
import { buildCatalogue } from "./catalogue";
import { seedLoyalty } from "../customer/loyalty";
import { COUPONS, DEMO_CUSTOMERS, DEMO_PASSWORD, DISCOUNT_CODES } from "./customers";
import { buildIndexDocuments, buildUrlRewrites, type CatalogDocument } from "./documents";
import { seedLanguageOf } from "./locales";
import { indexSearchTerms } from "../catalog/relevance/index-terms";
import { textConfigOf } from "../catalog/relevance/text-config";

/** Raise when the seed changes shape; a database seeded by an older version is left alone. */
export const SEED_VERSION = "1";
const BATCH = 400;

async function insertDocuments(tx: Queryable, index: string, documents: CatalogDocument[]): Promise<void> {
  for (let start = 0; start < documents.length; start += BATCH) {
    const rows = documents.slice(start, start + BATCH).map((entry) => ({ index_name: index, entity_type: entry.entityType, entity_id: entry.entityId, sku: entry.sku, doc: entry.doc }));
    await tx.query(
      `INSERT INTO catalog_document (index_name, entity_type, entity_id, sku, doc)
       SELECT index_name, entity_type, entity_id, sku, doc FROM jsonb_to_recordset($1::jsonb)
         AS row(index_name text, entity_type text, entity_id text, sku text, doc jsonb)`,
      [JSON.stringify(rows)],
    );
  }
}

async function insertRows(tx: Queryable, table: string, columns: string, types: string, rows: unknown[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_to_recordset($1::jsonb) AS row(${types})`, [JSON.stringify(rows)]);
}

export interface SeedOptions {
  storeViews: Record<string, StoreView>;
  /** The store view whose calendar day decides Sale membership (one catalogue for every view). */
  defaultStoreCode: string;
  now?: Date;
}

/** Seeds an empty database with the demo shop; does nothing when it was seeded before. Returns whether it seeded. */
export async function seedDatabase(db: DatabaseSession, options: SeedOptions): Promise<boolean> {
  const seeded = await db.query<{ value: string }>("SELECT value FROM server_setting WHERE key = 'seed_version'");
  if (seeded.length > 0) return false;
  const now = options.now ?? new Date();
  const defaultView = options.storeViews[options.defaultStoreCode];
  if (defaultView === undefined) throw new Error(`Seed: no store view "${options.defaultStoreCode}"`);
  const products = buildCatalogue(calendarDayIn(now, defaultView.i18n.timeZone));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const view of Object.values(options.storeViews)) {
      const lang = seedLanguageOf(view.storeCode);
      const documents = buildIndexDocuments({ lang, storeId: view.storeId, taxCountry: view.tax.defaultCountry ?? "NL", today: calendarDayIn(now, view.i18n.timeZone), products });
      const rewrites = buildUrlRewrites(lang, products).map((rewrite, index) => ({
        entityType: "url_rewrite" as const,
        entityId: String(index + 1),
        sku: null,
        doc: { url_rewrite_id: index + 1, store_id: view.storeId, ...rewrite },
      }));
      await insertDocuments(tx, view.search.index, [...documents, ...rewrites]);
    }
    // The search words of each index (migration 015; a database held at an older schema has no table yet).
    const [searchTerms] = await tx.query<{ present: boolean }>("SELECT to_regclass('search_word') IS NOT NULL AS present");
    if (searchTerms?.present === true) for (const view of Object.values(options.storeViews)) await indexSearchTerms(tx, view.search.index, textConfigOf(view));
    const stock = products.flatMap((product) => [
      { sku: product.sku, product_id: product.id, qty: product.qty, manage_stock: product.manageStock && product.type === "simple", is_in_stock: product.children.length > 0 ? product.children.some((child) => child.status === 1 && child.qty > 0) : !product.manageStock || product.type !== "simple" || product.qty > 0 },
      ...product.children.map((child) => ({ sku: child.sku, product_id: child.id, qty: child.qty, manage_stock: true, is_in_stock: child.qty > 0 })),
    ]);
    await insertRows(tx, "stock_item", "sku, product_id, qty, is_in_stock, manage_stock", "sku text, product_id integer, qty integer, is_in_stock boolean, manage_stock boolean", stock);
    // Bundles and grouped products follow their parts' stock, by the rule orders apply.
    await refreshCompositeStock(tx, await compositesTaking(tx, defaultView, "all"));
    await insertRows(tx, "coupon", "code, label, kind, amount, is_active", "code text, label text, kind text, amount double precision, is_active boolean", [...COUPONS]);
    await insertRows(tx, "discount_code", "code, label, amount", "code text, label text, amount double precision", [...DISCOUNT_CODES]);
    // A database held at an older schema (the upgrade tests seed one) has no loyalty tables yet.
    const [loyalty] = await tx.query<{ present: boolean }>("SELECT to_regclass('loyalty_transaction') IS NOT NULL AS present");
    for (const customer of DEMO_CUSTOMERS) {
      const row = one(
        await tx.query<{ id: number }>("INSERT INTO customer (email, firstname, lastname, password_hash, store_id) VALUES ($1, $2, $3, $4, $5) RETURNING id", [
          customer.email,
          customer.firstname,
          customer.lastname,
          passwordHash,
          customer.store_id,
        ]),
        `demo customer ${customer.email}`,
      );
      const addresses = customer.addresses.map((address) => ({ ...address, customer_id: row.id }));
      await insertRows(
        tx,
        "customer_address",
        "customer_id, firstname, lastname, street, city, postcode, country_id, telephone, is_default, address_type, default_billing",
        "customer_id integer, firstname text, lastname text, street jsonb, city text, postcode text, country_id text, telephone text, is_default boolean, address_type text, default_billing boolean",
        addresses,
      );
      if (loyalty?.present === true) await seedLoyalty(tx, row.id, now, true);
    }
    await tx.query("INSERT INTO server_setting (key, value) VALUES ('seed_version', $1)", [SEED_VERSION]);
  });
  return true;
}
