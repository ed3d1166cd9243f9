import type { ShopConfig } from "../../config/shop-config.schema";

/** The customer's group (commerce-core.md §3 User state groupId, groupToken); null for a guest. */
export interface CustomerGroup {
  groupId: number | null;
  groupToken: string | null;
}

export const GUEST_GROUP: CustomerGroup = { groupId: null, groupToken: null };

/**
 * The group a search and the prices use (commerce-core.md §6): the customer's, or the
 * default group (`tax.defaultUserGroupId`, 0 = not logged in) for a guest or when the config
 * uses only the default group. The token goes along only with the customer's own group.
 */
export function effectiveCustomerGroup(group: CustomerGroup, tax: ShopConfig["tax"]): { groupId: number; groupToken: string | null } {
  if (tax.useOnlyDefaultUserGroupId || group.groupId === null) return { groupId: tax.defaultUserGroupId, groupToken: null };
  return { groupId: group.groupId, groupToken: group.groupToken };
}

export const sameCustomerGroup = (a: CustomerGroup, b: CustomerGroup) => a.groupId === b.groupId && a.groupToken === b.groupToken;

/** Whether searches and prices for this group are the default group's (a guest's). */
export const isDefaultGroup = (group: CustomerGroup, tax: ShopConfig["tax"]) => effectiveCustomerGroup(group, tax).groupId === tax.defaultUserGroupId;
