import { describe, expect, it } from "vitest";
import { customerCreateRequestSchema, customerSchema } from "./customer.schemas";
import { orderHistoryQuerySchema } from "./order-history.schemas";

const address = {
  address_id: 7, firstname: "Jan", lastname: "Jansen", street: ["Keizersgracht", "12", "A"], city: "Amsterdam",
  postcode: "1015 CS", country_id: "NL", is_default: "1", address_type: "DELIVERY",
};

describe("customer (commerce-core.md §3 User state, Address)", () => {
  it("parses a profile with an account address", () => {
    const profile = customerSchema.parse({ id: 1, email: "jan@example.nl", firstname: "Jan", lastname: "Jansen", group_id: 1, addresses: [address] });
    expect(profile.addresses[0]?.street).toEqual(["Keizersgracht", "12", "A"]);
  });

  it.each([
    ["is_default as a boolean", { is_default: true }],
    ["an unknown address_type", { address_type: "BILLING" }],
    ["a lower-case country", { country_id: "nl" }],
    ["no street line", { street: [] }],
  ])("rejects an address with %s", (_case, change) => {
    expect(customerSchema.safeParse({ id: 1, email: "e", firstname: "f", lastname: "l", group_id: 1, addresses: [{ ...address, ...change }] }).success).toBe(false);
  });

  it("create requires a strong password and a valid email", () => {
    const body = { customer: { email: "jan@example.nl", firstname: "Jan", lastname: "Jansen" }, password: "Secret123" };
    expect(customerCreateRequestSchema.safeParse(body).success).toBe(true);
    const weak = customerCreateRequestSchema.safeParse({ ...body, password: "secret" });
    expect(weak.error?.issues.map((issue) => issue.path.join("."))).toEqual(["password", "password"]);
    expect(customerCreateRequestSchema.safeParse({ ...body, customer: { ...body.customer, email: "jan" } }).success).toBe(false);
  });

  it("order history pages default to 20 items, page 1 (commerce-core.md §7)", () => {
    expect(orderHistoryQuerySchema.parse({})).toEqual({ pageSize: 20, currentPage: 1 });
    expect(orderHistoryQuerySchema.parse({ pageSize: "5", currentPage: "2" })).toEqual({ pageSize: 5, currentPage: 2 });
  });
});
