import type { ServerCartItem } from "../cart-item.schemas";
import type { CartItem } from "../cart-item";
import { lineIdentity } from "./line-identity";

export interface MergeOptions {
  /** The server cart the items were pulled from (a client line of another cart is not on it). */
  cartId: string;
  /** The client's state wins: server lines it does not have are deleted, quantities pushed. */
  forceClientState: boolean;
  /**
   * Authorize on login (commerce-core.md §4): a client line not yet on this cart (the guest's)
   * adds its quantity to the customer's same line. A line already on this cart never adds again.
   */
  mergeQty: boolean;
  /** `cart.serverSyncCanModifyLocalItems`: a quantity mismatch updates the client, not the server. */
  canModifyLocal: boolean;
  /** `cart.serverSyncCanRemoveLocalItems`: a line the server removed is removed locally. */
  canRemoveLocal: boolean;
}

/** What the client state becomes for one line, before the server is asked. */
export type ClientChange =
  | { kind: "link"; identity: string; serverItem: ServerCartItem; qty: number }
  | { kind: "add"; serverItem: ServerCartItem }
  | { kind: "remove"; identity: string };

/** What the server is asked, one call each (absolute quantities: a replay never adds twice). */
export type ServerChange =
  | { kind: "update"; identity: string; itemId: number; qty: number }
  | { kind: "add"; identity: string; qty: number }
  | { kind: "delete"; itemId: number; sku: string };

export interface MergePlan {
  client: ClientChange[];
  server: ServerChange[];
}

/** Client lines in their order under a key; `take` gives the first one not matched yet. */
class LineQueue {
  private readonly lines = new Map<string | number, CartItem[]>();
  constructor(private readonly taken: ReadonlySet<CartItem>) {}
  put(key: string | number, item: CartItem): void {
    const list = this.lines.get(key);
    if (list) list.push(item);
    else this.lines.set(key, [item]);
  }
  take(key: string | number): CartItem | undefined {
    const list = this.lines.get(key);
    while (list && list.length > 0 && this.taken.has(list[0] as CartItem)) list.shift();
    return list?.[0];
  }
}

/**
 * The client line that is each server line: the same server line on this cart, else (for a
 * line not on this cart yet) the same sku and options. Indexed once, so a 500-line merge stays
 * linear instead of scanning every client line per server line.
 */
function lineMatcher(clientItems: readonly CartItem[], taken: ReadonlySet<CartItem>, cartId: string): (server: ServerCartItem) => CartItem | undefined {
  const byServerId = new LineQueue(taken);
  const byIdentity = new LineQueue(taken);
  for (const item of clientItems) {
    if (item.server_cart_id === cartId && item.server_item_id !== undefined) byServerId.put(item.server_item_id, item);
    else byIdentity.put(lineIdentity(item), item);
  }
  return (server) => byServerId.take(server.item_id) ?? byIdentity.take(lineIdentity(server));
}

/**
 * The cart merge of commerce-core.md §4 "Cart sync", as data. For each server line: none on
 * the client → deleted on the server when the client state is forced, else added locally; on
 * both with other quantities → the server is updated (forced, or the client may not be
 * modified) or the client takes the server's. A client line the server does not have → removed
 * locally when it was on this cart, the server removed it and local removal is allowed (not
 * forced), else added to the server. Quantities sent are absolute, so a merge asked twice (a
 * reload, a second tab) never doubles a line; the client side is applied first (and persisted),
 * so an interrupted merge resumes from the quantities the shopper chose.
 */
export function mergePlan(clientItems: readonly CartItem[], serverItems: readonly ServerCartItem[], options: MergeOptions): MergePlan {
  const client: ClientChange[] = [];
  const server: ServerChange[] = [];
  const taken = new Set<CartItem>();
  const matchFor = lineMatcher(clientItems, taken, options.cartId);
  for (const serverItem of serverItems) {
    const match = matchFor(serverItem);
    if (!match) {
      if (options.forceClientState) server.push({ kind: "delete", itemId: serverItem.item_id, sku: serverItem.sku });
      else client.push({ kind: "add", serverItem });
      continue;
    }
    taken.add(match);
    const identity = lineIdentity(match);
    // Already merged into this cart: confirmed by this line, or sent to it without a reply
    // (`server_cart_id` without `server_item_id`): it never adds its quantity again.
    const alreadyHere = match.server_cart_id === options.cartId;
    let qty = match.qty;
    if (options.mergeQty && !alreadyHere) qty = match.qty + serverItem.qty;
    else if (match.qty !== serverItem.qty && !options.forceClientState && options.canModifyLocal) qty = serverItem.qty;
    client.push({ kind: "link", identity, serverItem, qty });
    if (qty !== serverItem.qty) server.push({ kind: "update", identity, itemId: serverItem.item_id, qty });
  }
  for (const item of clientItems) {
    if (taken.has(item)) continue;
    const identity = lineIdentity(item);
    const removedByServer = item.server_cart_id === options.cartId && item.server_item_id !== undefined;
    if (removedByServer && !options.forceClientState && options.canRemoveLocal) client.push({ kind: "remove", identity });
    else server.push({ kind: "add", identity, qty: item.qty });
  }
  return { client, server };
}

/**
 * The push of local changes without a pull (an add or a quantity change on a synced cart):
 * lines not on this cart are added, lines whose quantity differs from the one the server last
 * confirmed are updated. Lines removed locally were deleted when they were removed.
 */
export function pushPlan(clientItems: readonly CartItem[], cartId: string): ServerChange[] {
  return clientItems.flatMap((item): ServerChange[] => {
    const identity = lineIdentity(item);
    if (item.server_cart_id !== cartId || item.server_item_id === undefined) return [{ kind: "add", identity, qty: item.qty }];
    return item.server_qty === item.qty ? [] : [{ kind: "update", identity, itemId: item.server_item_id, qty: item.qty }];
  });
}
