import type { FilterCondition, SearchScalar, SortField } from "@shop/catalog-pricing";

/** Collects positional parameters ($1, $2…) while a query is built. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The document keys the `filter_doc` projection leaves out (migration 004). A field under
 * one of them is read from the whole document; any other from the projection.
 */
export const SEARCH_PROJECTION_DROPS = [
  "configurable_children",
  "configurable_options",
  "media_gallery",
  "description",
  "short_description",
  "meta_description",
  "bundle_options",
  "custom_options",
  "product_links",
  "product_labels",
  "tier_prices",
  "children_data",
  "options",
  "rates",
] as const;

/** The column that holds `field`: the light projection, or the whole document. */
export function columnNameFor(field: string): "filter_doc" | "doc" {
  const head = field.split(".")[0] ?? field;
  return (SEARCH_PROJECTION_DROPS as readonly string[]).includes(head) ? "doc" : "filter_doc";
}

/** `columnFor` of the document row `d`. */
export const columnFor = (field: string): "d.filter_doc" | "d.doc" => `d.${columnNameFor(field)}`;

/** `$."a"."b"`: every key quoted so no field name can be read as jsonpath syntax. */
export function jsonPath(field: string): string {
  return `$${field.split(".").map((key) => `."${key}"`).join("")}`;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * A jsonpath predicate for one filter. Ids are numbers in some documents and text in
 * others (Magento sends option values as "49"), so a number matches both forms.
 */
export function conditionPredicate(condition: FilterCondition, vars: Record<string, unknown>): string {
  const variable = (value: unknown) => {
    const name = `v${Object.keys(vars).length}`;
    vars[name] = value;
    return `$${name}`;
  };
  const equals = (value: SearchScalar) => {
    if (typeof value === "boolean") return `@ == ${variable(value)}`;
    const text = String(value);
    if (NUMERIC.test(text)) return `(@ == ${variable(Number(text))} || @ == ${variable(text)})`;
    return `@ == ${variable(text)}`;
  };
  const parts: string[] = [];
  if (condition.eq !== undefined) parts.push(equals(condition.eq));
  if (condition.in !== undefined) parts.push(`(${condition.in.map(equals).join(" || ")})`);
  if (condition.gt !== undefined) parts.push(`@ > ${variable(condition.gt)}`);
  if (condition.gte !== undefined) parts.push(`@ >= ${variable(condition.gte)}`);
  if (condition.lt !== undefined) parts.push(`@ < ${variable(condition.lt)}`);
  if (condition.lte !== undefined) parts.push(`@ <= ${variable(condition.lte)}`);
  if (condition.range?.from !== undefined) parts.push(`@ >= ${variable(condition.range.from)}`);
  if (condition.range?.to !== undefined) parts.push(`@ < ${variable(condition.range.to)}`);
  return parts.join(" && ");
}

/** Up to this many containment forms (4 per value: scalar or in an array, number or text) are also ORed for the index. */
const MAX_INDEXED_FORMS = 16;
/**
 * Fields nearly every product shares a value of (a listing's visibility and status): the index
 * would not narrow them, and their containment forms, which the planner checks before the cheap
 * form, cost more than the cheap form alone on every row the selective field leaves.
 */
const UNSELECTIVE_FIELDS = new Set(["visibility", "status", "type_id"]);

/**
 * eq/in on a top-level field, as jsonb containment would say it (`filter_doc @> {"field": value}`:
 * the value as a scalar or inside an array, as a number and as text), in two forms ANDed:
 * - the field read once and compared (`=` to a scalar, `@>` of a one-element array), cheap for
 *   every row the planner has to look at;
 * - an OR of containments of the whole projection, which the GIN index of filter_doc (migration
 *   015) answers as a bitmap OR (it takes no `@> ANY(array)`), for up to MAX_INDEXED_FORMS forms.
 * The planner picks the index for the most selective field and checks the rest with the cheap form.
 */
function containmentSql(field: string, values: SearchScalar[], params: Params): string {
  const forms = values.flatMap((value) => {
    const text = String(value);
    return typeof value !== "boolean" && NUMERIC.test(text) ? [Number(text), text] : [value];
  });
  const column = columnFor(field);
  const read = `${column}->${params.add(field)}::text`;
  const cheap = `CASE jsonb_typeof(${read}) WHEN 'array' THEN ${read} @> ANY(${params.add(forms.map((value) => JSON.stringify([value])))}::jsonb[])
    ELSE ${read} = ANY(${params.add(forms.map((value) => JSON.stringify(value)))}::jsonb[]) END`;
  const candidates = forms.flatMap((value) => [JSON.stringify({ [field]: value }), JSON.stringify({ [field]: [value] })]);
  if (candidates.length > MAX_INDEXED_FORMS || UNSELECTIVE_FIELDS.has(field)) return `(${cheap})`;
  return `((${cheap}) AND (${candidates.map((candidate) => `${column} @> ${params.add(candidate)}::jsonb`).join(" OR ")}))`;
}

/**
 * The stock object a hit answers (`overlayStock` in stock-overlay.ts): the live `stock_item` row
 * of `sku`, else the document's own `stock`. Orders change the row, never the documents.
 */
export const liveStockSql = (sku: string, documentStock: string) =>
  `coalesce((SELECT jsonb_build_object('is_in_stock', s.is_in_stock, 'qty', s.qty, 'manage_stock', s.manage_stock, 'product_id', s.product_id) FROM stock_item s WHERE s.sku = ${sku}), ${documentStock})`;

/** A document's configurable children as rows named `child` (none when it has no array of them). */
export const childrenSql = (doc: string) =>
  `jsonb_array_elements(CASE WHEN jsonb_typeof(${doc}->'configurable_children') = 'array' THEN ${doc}->'configurable_children' ELSE '[]'::jsonb END) child`;

/**
 * Where a field's values are read: `stock.*` from the document's live stock, and
 * `configurable_children.stock.*` from each child's live stock (both as the hits show them);
 * any other field from the document (`columnFor`). `path` is the field below that object.
 */
export type FieldSource = { kind: "stock"; path: string } | { kind: "child-stock"; path: string } | { kind: "document"; path: string };

const STOCK = "stock.";
const CHILD_STOCK = "configurable_children.stock.";

export function fieldSource(field: string): FieldSource {
  if (field.startsWith(STOCK)) return { kind: "stock", path: field.slice(STOCK.length) };
  if (field.startsWith(CHILD_STOCK)) return { kind: "child-stock", path: field.slice(CHILD_STOCK.length) };
  return { kind: "document", path: field };
}

/**
 * All filters as SQL: conditions on the light projection `d.filter_doc` (or, for fields it
 * leaves out, on `d.doc`) are joined into one jsonpath per column. Stock conditions, whatever
 * their operator, read the live stock (`fieldSource`), not the document: a sold-out product
 * drops out of in-stock listings at once; `true`, `[true]` and `{in: [true]}` are one filter,
 * and `stock.qty {gt: 0}` reads the same live row. A condition on the children's stock holds when any child's does,
 * as any other child field.
 */
export function filtersSql(filters: Record<string, FilterCondition>, params: Params): string[] {
  const sql: string[] = [];
  const vars: Record<string, unknown> = {};
  const exists: Record<"d.filter_doc" | "d.doc", string[]> = { "d.filter_doc": [], "d.doc": [] };
  const ownStock: { predicates: string[]; vars: Record<string, unknown> } = { predicates: [], vars: {} };
  for (const [field, condition] of Object.entries(filters)) {
    const source = fieldSource(field);
    if (source.kind === "stock") {
      ownStock.predicates.push(`exists(@${jsonPath(source.path).slice(1)} ? (${conditionPredicate(condition, ownStock.vars)}))`);
      continue;
    }
    if (source.kind === "child-stock") {
      const childVars: Record<string, unknown> = {};
      const path = params.add(`$ ? (exists(@${jsonPath(source.path).slice(1)} ? (${conditionPredicate(condition, childVars)})))`);
      sql.push(`EXISTS (SELECT 1 FROM ${childrenSql("d.doc")} WHERE jsonb_path_exists(${liveStockSql("child->>'sku'", "child->'stock'")}, ${path}::jsonpath, ${params.add(JSON.stringify(childVars))}::jsonb))`);
      continue;
    }
    const values = !field.includes(".") && Object.keys(condition).length === 1 ? (condition.eq !== undefined ? [condition.eq] : condition.in) : undefined;
    if (values !== undefined && values.length <= 50) {
      sql.push(containmentSql(field, values, params));
      continue;
    }
    exists[columnFor(field)].push(`exists(@${jsonPath(field).slice(1)} ? (${conditionPredicate(condition, vars)}))`);
  }
  if (ownStock.predicates.length > 0) {
    const path = params.add(`$ ? (${ownStock.predicates.join(" && ")})`);
    sql.push(`jsonb_path_exists(${liveStockSql("d.sku", "d.filter_doc->'stock'")}, ${path}::jsonpath, ${params.add(JSON.stringify(ownStock.vars))}::jsonb)`);
  }
  for (const [column, predicates] of Object.entries(exists)) {
    if (predicates.length > 0) sql.push(`jsonb_path_exists(${column}, ${params.add(`$ ? (${predicates.join(" && ")})`)}::jsonpath, ${params.add(JSON.stringify(vars))}::jsonb)`);
  }
  return sql;
}

/**
 * A field's single value per document as jsonb (sort keys, range aggregations): the live stock
 * for `stock.*`, else the document column (`alias` names the row: `d` or the `matched` CTE).
 */
export function valueSql(field: string, alias: string, params: Params): string {
  const source = fieldSource(field);
  if (source.kind === "stock") return `(${liveStockSql(`${alias}.sku`, `${alias}.filter_doc->'stock'`)} #> ${params.add(source.path.split("."))}::text[])`;
  return `(${alias}.${columnNameFor(field)} #> ${params.add(field.split("."))}::text[])`;
}

/**
 * ORDER BY over the `matched` CTE, whose sort keys are columns sort0, sort1… in the order of
 * the non-`_score` fields; `_score` is the text relevance. A missing key (also a JSON null, which
 * matchedCte reads as SQL NULL) sorts last in both directions, as a search engine's `missing: _last`.
 * Ties break on the entity id.
 */
export function orderSql(sort: SortField[], hasText: boolean): string {
  let key = 0;
  const parts = sort.map((entry) => (entry.field === "_score" ? `score ${entry.order.toUpperCase()}` : `sort${key++} ${entry.order.toUpperCase()} NULLS LAST`));
  if (sort.length === 0 && hasText) parts.push("score DESC");
  parts.push("length(entity_id)", "entity_id");
  return parts.join(", ");
}

/** `%term%` for ILIKE, with the LIKE wildcards of the term escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
