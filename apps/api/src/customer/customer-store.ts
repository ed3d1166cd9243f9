import type { CustomerAddressInput } from "@shop/user";
import type { Queryable } from "../db/database";
import { forbidden } from "../http/errors";

interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id: number;
  store_id: number;
  website_id: number;
  created_at: Date;
  updated_at: Date;
}

interface AddressRow {
  id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  telephone: string | null;
  company: string | null;
  vat_id: string | null;
  region: Record<string, unknown> | null;
  is_default: boolean;
  address_type: "DELIVERY" | "SHIPPING";
  default_billing: boolean;
}

/** An account address in the shape of commerce-core.md §3 (address_id, is_default "0"/"1", address_type) plus Magento's id. */
export const addressOf = (row: AddressRow) => ({
  address_id: row.id,
  id: row.id,
  customer_id: row.customer_id,
  firstname: row.firstname,
  lastname: row.lastname,
  street: row.street,
  city: row.city,
  postcode: row.postcode,
  country_id: row.country_id,
  ...(row.telephone === null ? {} : { telephone: row.telephone }),
  ...(row.company === null ? {} : { company: row.company }),
  ...(row.vat_id === null ? {} : { vat_id: row.vat_id }),
  ...(row.region === null ? {} : { region: row.region }),
  is_default: row.is_default ? ("1" as const) : ("0" as const),
  address_type: row.address_type,
  default_shipping: row.is_default,
  default_billing: row.default_billing,
});

export const customerAddresses = async (db: Queryable, customerId: number) =>
  (await db.query<AddressRow>("SELECT * FROM customer_address WHERE customer_id = $1 ORDER BY id", [customerId])).map(addressOf);

/** The profile of commerce-core.md §3 User state (email, firstname, lastname, group_id, addresses). */
export async function customerProfile(db: Queryable, customerId: number) {
  const [row] = await db.query<CustomerRow>("SELECT id, email, firstname, lastname, group_id, store_id, website_id, created_at, updated_at FROM customer WHERE id = $1", [customerId]);
  if (row === undefined) return undefined;
  const addresses = await customerAddresses(db, customerId);
  const defaultShipping = addresses.find((address) => address.is_default === "1");
  const defaultBilling = addresses.find((address) => address.default_billing);
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    group_id: row.group_id,
    store_id: row.store_id,
    website_id: row.website_id,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    ...(defaultShipping === undefined ? {} : { default_shipping: String(defaultShipping.address_id) }),
    ...(defaultBilling === undefined ? {} : { default_billing: String(defaultBilling.address_id) }),
    addresses,
  };
}

const addressValues = (address: CustomerAddressInput) => [
  address.firstname,
  address.lastname,
  JSON.stringify(address.street),
  address.city,
  address.postcode,
  address.country_id,
  address.telephone ?? null,
  address.company ?? null,
  address.vat_id ?? null,
  address.region === undefined ? null : JSON.stringify(address.region),
  address.is_default === "1" || address.default_shipping === true,
  address.address_type ?? "DELIVERY",
  address.default_billing === true,
];

export async function insertAddress(db: Queryable, customerId: number, address: CustomerAddressInput): Promise<void> {
  await db.query(
    `INSERT INTO customer_address (customer_id, firstname, lastname, street, city, postcode, country_id, telephone, company, vat_id, region, is_default, address_type, default_billing)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14)`,
    [customerId, ...addressValues(address)],
  );
}

/**
 * Replaces the customer's addresses with the list sent: known ids are updated, new ones
 * added, missing ones removed. An id of another customer's address is refused (403).
 */
export async function replaceAddresses(db: Queryable, customerId: number, addresses: CustomerAddressInput[]): Promise<void> {
  const own = new Set((await db.query<{ id: number }>("SELECT id FROM customer_address WHERE customer_id = $1", [customerId])).map((row) => row.id));
  const kept = new Set<number>();
  for (const address of addresses) {
    const id = address.address_id ?? address.id;
    if (id === undefined) {
      await insertAddress(db, customerId, address);
      continue;
    }
    if (!own.has(id)) throw forbidden("This address belongs to another customer.");
    kept.add(id);
    await db.query(
      `UPDATE customer_address SET firstname = $3, lastname = $4, street = $5::jsonb, city = $6, postcode = $7, country_id = $8, telephone = $9, company = $10, vat_id = $11,
         region = $12::jsonb, is_default = $13, address_type = $14, default_billing = $15 WHERE id = $1 AND customer_id = $2`,
      [id, customerId, ...addressValues(address)],
    );
  }
  const removed = [...own].filter((id) => !kept.has(id));
  if (removed.length > 0) await db.query("DELETE FROM customer_address WHERE customer_id = $1 AND id = ANY($2::int[])", [customerId, removed]);
}
