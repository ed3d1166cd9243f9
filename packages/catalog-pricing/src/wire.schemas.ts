import { z } from "zod";

/**
 * A yes/no attribute as a Magento-kind back end sends it: a boolean, 0/1 or "0"/"1".
 * Parsed to a boolean so nothing downstream compares strings.
 */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal("0"), z.literal("1")])
  .transform((value) => value === true || value === 1 || value === "1");

/** Entity ids: numbers, though Magento sends some (attribute option values, tax classes) as strings. */
export const idSchema = z.union([z.number().int(), z.string().regex(/^\d+$/, "must be a numeric id")]);

/**
 * Magento's date-time text ("2024-01-01 00:00:00" or "2024-01-01"); null when not set. Any
 * text is accepted on the wire: the special-price rule (@shop/core's `isDayWithin`) reads an
 * empty date as an open end and a malformed one as "the special price does not count", so a
 * bad date costs one product its sale price, never its place in a listing.
 */
export const magentoDateSchema = z.string().nullable();
