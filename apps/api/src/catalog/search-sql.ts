import type { FilterCondition, SearchScalar, SortField } from "@shop/catalog-pricing";

/** Collects positional parameters ($1, $2…) while a query is built. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

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

/**
 * One filter as SQL over the document `d.doc`. Stock filters read the live stock table,
 * not the document, so a sold-out product drops out of in-stock listings at once.
 */
export function filterSql(field: string, condition: FilterCondition, params: Params): string {
  if (field === "stock.is_in_stock" && condition.eq !== undefined && typeof condition.eq === "boolean") {
    return `EXISTS (SELECT 1 FROM stock_item s WHERE s.sku = d.sku AND s.is_in_stock = ${params.add(condition.eq)})`;
  }
  const vars: Record<string, unknown> = {};
  const predicate = conditionPredicate(condition, vars);
  return `jsonb_path_exists(d.doc, ${params.add(`${jsonPath(field)} ? (${predicate})`)}::jsonpath, ${params.add(JSON.stringify(vars))}::jsonb)`;
}

/** ORDER BY for the sort fields; `_score` is the text relevance. Ties break on the entity id. */
export function orderSql(sort: SortField[], hasText: boolean, params: Params): string {
  const parts = sort.map((entry) =>
    entry.field === "_score" ? `score ${entry.order.toUpperCase()}` : `(doc #> ${params.add(entry.field.split("."))}::text[]) ${entry.order.toUpperCase()} NULLS LAST`,
  );
  if (sort.length === 0 && hasText) parts.push("score DESC");
  parts.push("length(entity_id)", "entity_id");
  return parts.join(", ");
}

/** `%term%` for ILIKE, with the LIKE wildcards of the term escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
