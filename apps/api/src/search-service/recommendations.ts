import { catalogSearchRequestSchema, type FilterCondition } from "@shop/catalog-pricing";
import type { ProductGroup, RecommendationList, RecommendationListRequest } from "@shop/search";
import { searchCatalog } from "../catalog/search";
import { overlayStock } from "../catalog/stock-overlay";
import { CATEGORY } from "../seed/categories";
import type { Services } from "../services";
import { productGroupOf } from "./cards";
import type { CatalogueContext } from "./catalogue";

type Doc = Record<string, unknown>;

/** Recommendations show listed, enabled products in stock (presentation-content.md §7 "filtered to in-stock"). */
const RECOMMENDABLE: Record<string, FilterCondition> = { visibility: { in: [2, 3, 4] }, status: { eq: 1 }, "stock.is_in_stock": { eq: true } };
/** Categories that group by occasion, not by kind: no "same category" for them. */
const NOT_A_KIND = new Set<number>([CATEGORY.sale, CATEGORY.gifts]);

/**
 * Complementary kinds for the CART list (a decision: the spec names the algorithm only): what is
 * worn or bought with what the cart holds.
 */
const COMPLEMENTS: Record<number, number[]> = {
  [CATEGORY.shirts]: [CATEGORY.ties, CATEGORY.trousers, CATEGORY.knitwear],
  [CATEGORY.trousers]: [CATEGORY.belts, CATEGORY.shirts, CATEGORY.shoes],
  [CATEGORY.jackets]: [CATEGORY.scarves, CATEGORY.knitwear, CATEGORY.shirts],
  [CATEGORY.knitwear]: [CATEGORY.shirts, CATEGORY.trousers, CATEGORY.scarves],
  [CATEGORY.shoes]: [CATEGORY.belts, CATEGORY.trousers],
  [CATEGORY.accessories]: [CATEGORY.shirts, CATEGORY.jackets],
};

/** The listed product of a key: a parent sku, or a child's sku leading to its parent. Undefined when unknown or not listed. */
export async function productOfKey(services: Services, context: CatalogueContext, key: string): Promise<Doc | undefined> {
  const [row] = await services.db.query<{ doc: Doc }>(
    `SELECT coalesce(parent.doc, own.doc) AS doc FROM catalog_document own
     LEFT JOIN catalog_document parent ON parent.index_name = own.index_name AND parent.entity_type = 'product' AND parent.sku = own.doc->>'parentSku'
     WHERE own.index_name = $1 AND own.entity_type = 'product' AND own.sku = $2`,
    [context.index, key],
  );
  if (row === undefined || Number(row.doc.visibility) === 1) return undefined;
  await overlayStock(services.db, [row.doc]);
  return row.doc;
}

const categoryIdsOf = (doc: Doc) => (Array.isArray(doc.category_ids) ? (doc.category_ids as unknown[]).map(Number) : []);

/** The product's most specific category of a kind (the deepest, then the first). */
function kindOf(doc: Doc, context: CatalogueContext): number | undefined {
  const kinds = categoryIdsOf(doc)
    .map((id) => context.categories.get(id))
    .filter((category) => category !== undefined && category.level > 1 && !NOT_A_KIND.has(category.id));
  return kinds.sort((a, b) => (b?.level ?? 0) - (a?.level ?? 0))[0]?.id;
}

/** The top-level kind (level 2) of a category. */
function topKindOf(id: number, context: CatalogueContext): number | undefined {
  let category = context.categories.get(id);
  while (category !== undefined && category.level > 2) category = context.categories.get(category.parent_id);
  return category?.level === 2 && !NOT_A_KIND.has(category.id) ? category.id : undefined;
}

async function groups(services: Services, context: CatalogueContext, filter: Record<string, FilterCondition>, sort: string, size: number, exclude: Set<string>, list: string, origin: string): Promise<ProductGroup[]> {
  const request = catalogSearchRequestSchema.parse({ filter: { ...RECOMMENDABLE, ...filter }, sort, size: size + exclude.size });
  const reply = await searchCatalog(services.db, services.config.shop, context.index, "product", request);
  return reply.hits.hits
    .map((hit) => hit._source as Doc)
    .filter((doc) => !exclude.has(String(doc.sku)))
    .slice(0, size)
    .map((doc, position) => productGroupOf(doc, context, list, position, origin));
}

/**
 * A product page's lists (§7): ALTERNATIVES the same kind's other products (category position
 * order), UPSELL the same kind at a higher price (cheapest first); CART on a product page is the
 * product's complements.
 */
export async function productRecommendations(services: Services, context: CatalogueContext, product: Doc, lists: RecommendationListRequest[], origin: string): Promise<RecommendationList[]> {
  const kind = kindOf(product, context);
  const self = new Set([String(product.sku)]);
  return Promise.all(
    lists.map(async (entry): Promise<RecommendationList> => {
      if (kind === undefined) return { id: entry.id, algorithm: entry.algorithm, productGroups: [] };
      const list = `${entry.algorithm.toLowerCase()}:${entry.id}`;
      if (entry.algorithm === "ALTERNATIVES") return { id: entry.id, algorithm: entry.algorithm, productGroups: await groups(services, context, { category_ids: { eq: kind } }, "position:asc", entry.limit, self, list, origin) };
      if (entry.algorithm === "UPSELL") {
        const price = Number(product.final_price ?? 0);
        return { id: entry.id, algorithm: entry.algorithm, productGroups: await groups(services, context, { category_ids: { eq: kind }, final_price: { gt: price } }, "final_price:asc", entry.limit, self, list, origin) };
      }
      return { id: entry.id, algorithm: entry.algorithm, productGroups: await cartGroups(services, context, [product], entry.limit, list, origin) };
    }),
  );
}

/** CART: products of the kinds that go with the cart's kinds, taken in turn from each, none already in the cart. */
export async function cartGroups(services: Services, context: CatalogueContext, cart: Doc[], limit: number, list: string, origin: string): Promise<ProductGroup[]> {
  const inCart = new Set(cart.map((doc) => String(doc.sku)));
  const cartKinds = new Set(cart.flatMap((doc) => categoryIdsOf(doc).map((id) => topKindOf(id, context)).filter((id): id is number => id !== undefined)));
  const complements = [...new Set([...cartKinds].flatMap((kind) => COMPLEMENTS[kind] ?? []))].filter((kind) => !cartKinds.has(kind));
  const perKind = await Promise.all(complements.map((kind) => groups(services, context, { category_ids: { eq: kind } }, "position:asc", limit, inCart, list, origin)));
  const chosen: ProductGroup[] = [];
  const seen = new Set<string>();
  for (let round = 0; chosen.length < limit && perKind.some((entries) => entries.length > round); round++) {
    for (const entries of perKind) {
      const group = entries[round];
      if (group === undefined || seen.has(group.key) || chosen.length >= limit) continue;
      seen.add(group.key);
      chosen.push({ ...group, ticket: group.ticket.replace(/;\d+$/, `;${chosen.length}`), products: group.products.map((card) => ({ ...card, ticket: card.ticket.replace(/;\d+$/, `;${chosen.length}`) })) });
    }
  }
  return chosen;
}
