import { catalogSearchRequestSchema, renderListQuerySchema } from "@shop/catalog-pricing";
import { calendarDayIn, toConfigIssues } from "@shop/core";
import { Hono, type Context } from "hono";
import { groupIdFor } from "../cart/quote";
import { ENTITY_TYPES, searchCatalog, type EntityType } from "../catalog/search";
import { productsBySku } from "../catalog/products";
import { optionalCustomer } from "../http/customer-auth";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { unstorableTextErrors, optionalJson, optionalJsonBody, validate } from "../http/validation";
import { excludingTax, round2 } from "../pricing/rules/money";
import { finalPriceNow, type SpecialPriceInput } from "../pricing/rules/special-price";
import { unitPriceNow, type UnitPriceInput } from "../pricing/rules/unit-price";
import { productTaxRate } from "../seed/tax-rules";
import { storeViewOf, storeViewOfId, storeViewOfIndex, taxCountryFor, type Services } from "../services";

/** A failed search answers like a search engine: `{error: {type, reason}, status}`. */
function searchError(c: Context, status: 400 | 404, type: string, reason: string, errors?: unknown) {
  return c.json({ error: { type, reason, ...(errors === undefined ? {} : { errors }) }, status }, status);
}

/** Query parameters a search-engine client puts on the URL instead of the body. */
function queryOverrides(c: Context): Record<string, unknown> {
  const number = (name: string) => {
    const value = c.req.query(name);
    return value === undefined || value === "" || Number.isNaN(Number(value)) ? undefined : Number(value);
  };
  const list = (name: string) => c.req.query(name)?.split(",").filter((entry) => entry.length > 0);
  const overrides: Record<string, unknown> = {};
  const from = number("from") ?? number("start");
  const size = number("size");
  if (from !== undefined) overrides.from = from;
  if (size !== undefined) overrides.size = size;
  if (c.req.query("sort")) overrides.sort = c.req.query("sort");
  if (c.req.query("q")) overrides.query = c.req.query("q");
  const includes = list("_source_include") ?? list("_source_includes");
  const excludes = list("_source_exclude") ?? list("_source_excludes");
  if (includes !== undefined || excludes !== undefined) overrides._source = { ...(includes ? { includes } : {}), ...(excludes ? { excludes } : {}) };
  return overrides;
}

/** The search body: JSON in `?request=` on a GET (search-engine style), the body on a POST; none is `{}`. */
async function searchBody(c: Context): Promise<unknown> {
  return (c.req.method === "GET" ? optionalJson(c.req.query("request")) : await optionalJsonBody(c)) ?? {};
}

export function catalogRoutes(services: Services) {
  const { db, config } = services;
  const app = new Hono<ShopEnv>();

  app.on(["GET", "POST"], "/api/catalog/:index/:entityType/_search", async (c) => {
    const { index, entityType } = c.req.param();
    if (storeViewOfIndex(config, index) === undefined) return searchError(c, 404, "index_not_found_exception", `no such index [${index}]`);
    if (!(ENTITY_TYPES as readonly string[]).includes(entityType)) return searchError(c, 404, "type_missing_exception", `No entity type registered for ${entityType}`);
    let body: unknown;
    try {
      body = await searchBody(c);
    } catch {
      return searchError(c, 400, "parsing_exception", "The request body is not valid JSON.");
    }
    const parsed = catalogSearchRequestSchema.safeParse({ ...(typeof body === "object" && body !== null ? body : {}), ...queryOverrides(c) });
    // Text the database cannot store (U+0000, a lone surrogate) is refused here, like any bad search.
    const errors = parsed.success ? unstorableTextErrors(parsed.data) : toConfigIssues(parsed.error.issues);
    if (!parsed.success || errors.length > 0) return searchError(c, 400, "parsing_exception", "The search request is not valid.", errors);
    return c.json(await searchCatalog(db, config.shop, index, entityType as EntityType, parsed.data));
  });

  /** Prices computed now for the customer's group (commerce-core.md §7 render-list; the platform price sync). */
  app.get("/api/product/render-list", validate("query", renderListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const customer = optionalCustomer(c);
    // A store code names one view; a store id may be shared (de and fr are both 11), so the code wins.
    const view = query.storeCode !== undefined || query.storeId === undefined ? storeViewOf(config, query.storeCode) : (storeViewOfId(config, query.storeId) ?? storeViewOf(config, undefined));
    // The group is the signed-in customer's (the token), as the cart charges: `userGroupId` counts
    // only where it equals that group, so a guest cannot read a group's tier prices by naming it.
    const groupId = groupIdFor(customer, config.shop.tax.defaultUserGroupId);
    const products = await productsBySku(db, view, query.skus);
    const today = calendarDayIn(services.now(), view.i18n.timeZone);
    const country = taxCountryFor(config, view);
    const items = query.skus.flatMap((sku) => {
      const product = products.get(sku);
      if (product === undefined) return [];
      const rate = productTaxRate(product, country);
      // The regular price, the special one when it counts, and the group's unit price (tier).
      const regular = round2((product as SpecialPriceInput).price);
      const sale = finalPriceNow(product as SpecialPriceInput, today);
      const special = sale < regular ? sale : null;
      const final = unitPriceNow(product as UnitPriceInput, groupId, 1, today);
      const exclTax = (amount: number) => excludingTax(amount, rate);
      return [
        {
          id: product.id,
          sku: product.sku,
          name: product.name,
          type: product.type_id,
          is_salable: product.status === 1,
          store_id: view.storeId,
          currency_code: view.i18n.currencyCode,
          url: `/${String(product.url_path ?? "")}`,
          price_info: {
            final_price: exclTax(final),
            max_price: exclTax(final),
            max_regular_price: exclTax(regular),
            minimal_regular_price: exclTax(regular),
            special_price: special === null ? null : exclTax(special),
            minimal_price: exclTax(final),
            regular_price: exclTax(regular),
            extension_attributes: {
              tax_adjustments: {
                final_price: final,
                max_price: final,
                max_regular_price: regular,
                minimal_regular_price: regular,
                special_price: special,
                minimal_price: final,
                regular_price: regular,
              },
            },
          },
        },
      ];
    });
    return ok(c, { items });
  });

  return app;
}
