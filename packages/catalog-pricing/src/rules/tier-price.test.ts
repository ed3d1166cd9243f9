import { describe, expect, it } from "vitest";
import { ALL_GROUPS_ID, tierPriceFor } from "./tier-price";

const tiers = [
  { customer_group_id: 1, qty: 1, value: 95 },
  { customer_group_id: ALL_GROUPS_ID, qty: 3, value: 90 },
  { customer_group_id: 2, qty: 1, value: 97 },
];

describe("tier prices by customer group (commerce-core.md §6: a group selects price tiers)", () => {
  it.each([
    ["guest group 0, qty 1", 0, 1, undefined],
    ["group 1, qty 1", 1, 1, 95],
    ["group 2, qty 1", 2, 1, 97],
    ["guest from 3 pieces (all groups)", 0, 3, 90],
    ["group 1 from 3 pieces: the lowest", 1, 5, 90],
    ["group 3 has no own tier", 3, 1, undefined],
  ])("%s → %s", (_case, group, qty, expected) => {
    expect(tierPriceFor(tiers, group, qty)).toBe(expected);
  });

  it("no tiers, no tier price", () => {
    expect(tierPriceFor(undefined, 1)).toBeUndefined();
  });
});
