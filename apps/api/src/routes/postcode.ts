import { postcodeLookupQuerySchema } from "@shop/checkout";
import { Hono } from "hono";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { badRequest, notFound } from "../http/errors";
import { validate } from "../http/validation";
import { findPostcode } from "../seed/postcodes";

export const POSTCODE_ONLY_NL = "Postcode lookup only for country NL";
export const POSTCODE_NOT_FOUND = "No address found for this postcode and house number";

/** GET /api/ext/{ext}/postcode?country&postcode&houseNumber: street and city of a Dutch address (commerce-core.md §5). */
export function postcodeRoutes() {
  const app = new Hono<ShopEnv>();
  app.get("/postcode", validate("query", postcodeLookupQuerySchema), (c) => {
    const query = c.req.valid("query");
    if (query.country !== "NL") throw badRequest(POSTCODE_ONLY_NL, [{ path: "country", message: "only NL is looked up" }]);
    const postcode = query.postcode.replace(/\s+/g, "").toUpperCase();
    const found = findPostcode(postcode, Number(query.houseNumber));
    if (!found) throw notFound(POSTCODE_NOT_FOUND, [{ path: "postcode", message: "unknown postcode and house number" }]);
    return ok(c, { postcode, houseNumber: query.houseNumber, street: found.street, city: found.city, country: "NL" });
  });
  return app;
}
