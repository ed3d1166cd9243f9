import { createTestConfig } from "../../testing/core-test-store";
import { describe, expect, it } from "vitest";
import { effectiveCustomerGroup, GUEST_GROUP, isDefaultGroup, sameCustomerGroup } from "./customer-group";

describe("customer group of searches and prices (commerce-core.md §6)", () => {
  it.each([
    ["a customer without a token: their group", { groupId: 3, groupToken: null }, {}, { groupId: 3, groupToken: null }, false],
    ["a guest: the default group, no token", { groupId: null, groupToken: null }, {}, { groupId: 0, groupToken: null }, true],
    ["a customer: their group and token", { groupId: 1, groupToken: "g1" }, {}, { groupId: 1, groupToken: "g1" }, false],
    ["only the default group by config", { groupId: 1, groupToken: "g1" }, { useOnlyDefaultUserGroupId: true }, { groupId: 0, groupToken: null }, true],
    ["another default group id", { groupId: null, groupToken: null }, { defaultUserGroupId: 4 }, { groupId: 4, groupToken: null }, true],
  ])("%s", (_case, group, tax, expected, isDefault) => {
    expect(effectiveCustomerGroup(group, createTestConfig({ tax }).tax)).toEqual(expected);
    expect(isDefaultGroup(group, createTestConfig({ tax }).tax)).toBe(isDefault);
  });
});

describe("the same customer group", () => {
  it.each([
    [{ groupId: 1, groupToken: "a" }, { groupId: 1, groupToken: "a" }, true],
    [{ groupId: 1, groupToken: "a" }, { groupId: 1, groupToken: "b" }, false],
    [{ groupId: 1, groupToken: null }, { groupId: 2, groupToken: null }, false],
    [GUEST_GROUP, { groupId: null, groupToken: null }, true],
  ])("%o and %o: %s", (a, b, same) => {
    expect(sameCustomerGroup(a, b)).toBe(same);
  });
});
