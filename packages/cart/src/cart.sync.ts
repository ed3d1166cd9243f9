import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { loggerOf, selectStoreCode } from "@shop/core";
import type { ServerCartItem } from "./cart-item.schemas";
import type { CartItem } from "./cart-item";
import {
  bypassCountChanged,
  clientStateOwedChanged,
  itemAdded,
  itemsLoaded,
  itemRemoved,
  itemUpdated,
  serverTokenSet,
  syncMarked,
  totalsUpdated,
  type CartState,
} from "./cart.slice";
import { cartSessionOf, createCartThunk, type CartThunkState } from "./cart.thunk";
import type { CartExtra } from "./cart.extra";
import { cartFailureOf } from "./rules/failure";
import { itemsHash } from "./rules/items-hash";
import { lineIdentity, optionsChecksum } from "./rules/line-identity";
import { mergePlan, pushPlan, type ServerChange } from "./rules/merge-plan";
import { shouldSync, syncEnabled } from "./rules/sync-decision";

type CartDispatch = ThunkDispatch<CartThunkState, CartExtra, UnknownAction>;

/** A server line as a cart line (a line the server has and the client did not). */
export function cartItemOfServer(serverItem: ServerCartItem, cartId: string): CartItem {
  return {
    sku: serverItem.sku,
    qty: serverItem.qty,
    name: serverItem.name,
    type_id: serverItem.product_type,
    price_incl_tax: serverItem.price,
    checksum: optionsChecksum(serverItem.product_option),
    ...(serverItem.product_option !== undefined && { product_option: serverItem.product_option }),
    server_item_id: serverItem.item_id,
    server_cart_id: cartId,
    server_qty: serverItem.qty,
  };
}

/** The fields that tie a line to the server line that confirmed it. */
// The line keeps its own product_option: its identity must not change under the shopper's next add.
const confirmedBy = (serverItem: ServerCartItem, cartId: string): Partial<CartItem> => ({
  server_item_id: serverItem.item_id,
  server_cart_id: cartId,
  server_qty: serverItem.qty,
  price_incl_tax: serverItem.price,
});

const findLine = (cart: CartState, identity: string) => cart.cartItems.find((item) => lineIdentity(item) === identity);

export interface SyncCartArgs {
  /** The client's state wins (§4 Cart sync "if client state is forced"); also: pull the cart first. */
  forceClientState?: boolean;
  /** Authorize: guest lines add their quantity to the customer cart's same lines. */
  mergeQty?: boolean;
  /** Sync even when nothing changed (going online, a page load). */
  forceSync?: boolean;
  /** Pull the server cart and merge (default: when forced, merging, or never pulled; else only push). */
  pull?: boolean;
}

export type SyncOutcome = "synced" | "skipped" | "unreachable" | "reconnected";

/**
 * Cart sync (commerce-core.md §4): runs only when enabled, connected and needed (the items'
 * hash changed, never synced, or forced), one at a time per store. With a pull it merges
 * (`mergePlan`); otherwise it pushes the local changes (`pushPlan`): new lines are added and
 * changed quantities set, as absolute quantities. The client side is applied before the server
 * is asked, so an interrupted sync resumes from the shopper's quantities. A refused server
 * change restores the line's previous quantity, or drops a line the server never had. A gone
 * cart (deleted quote, stale id) is replaced: a new one is created and the lines re-sent. Totals
 * follow (`cart.synchronizeTotals`).
 */
export const syncCart = createCartThunk<SyncOutcome, SyncCartArgs | undefined>("cart/sync", async (args = {}, { dispatch, getState, extra }) => {
  // The client's state is forced on the cart it was asked for: when a login replaced the cart
  // before this sync got the lock, the customer's cart is merged, not overwritten.
  const askedFor = getState().cart.cartServerToken;
  const outcome = await extra.cart.syncLock.run(() => syncOnce(dispatch, getState, args, askedFor, extra));
  if (outcome === "cart-gone" || outcome === "unauthorized") {
    // Outside the lock: the new cart's own sync takes it.
    await dispatch(reconnectCart({ reason: outcome }));
    return "reconnected";
  }
  if (outcome === "synced" && extra.config.cart.synchronizeTotals) await dispatch(syncTotals());
  return outcome;
});

async function syncOnce(dispatch: CartDispatch, getState: () => CartThunkState, asked: SyncCartArgs, askedFor: string | null, extra: CartExtra): Promise<SyncOutcome | "cart-gone" | "unauthorized"> {
  const { config } = extra;
  const cart = getState().cart;
  const token = cart.cartServerToken;
  // A forced sync that got no answer (a remove or clear offline) is owed to its cart, also after a reload.
  const owed = token !== null && cart.clientStateOwedTo === token;
  const args = { ...asked, forceClientState: (asked.forceClientState === true && askedFor === token) || owed };
  const force = asked.forceSync === true || asked.forceClientState === true || asked.mergeQty === true || owed;
  const conditions = {
    enabled: config.cart.synchronize,
    bypassCount: cart.connectBypassCount,
    maxBypassAttempts: config.cart.maxCartBypassAttempts,
    connected: token !== null,
    changed: itemsHash(cart.cartItems) !== cart.cartItemsHash,
    neverSynced: cart.cartServerLastSyncDate === null,
    force,
  };
  if (!shouldSync(conditions) || token === null) return "skipped";
  // A line sent to this cart whose reply never came may be there already: a push would add it
  // again (an add joins a same line), so the cart is pulled and the line joined instead.
  const unconfirmed = cart.cartItems.some((item) => item.server_cart_id === token && item.server_item_id === undefined);
  const pull = args.pull ?? (force || conditions.neverSynced || unconfirmed);
  let forced = args.forceClientState;
  try {
    // The merge reads the lines after the pull answered: a line changed while it was on its way
    // (an add, a quantity) must not be set back to the quantity it had before; a line removed
    // meanwhile (a remove or clear owes the client's state to this cart) must not come back.
    const serverItems = pull ? await extra.cart.api.pull(cartSessionOf(getState())) : undefined;
    forced ||= getState().cart.clientStateOwedTo === token;
    const changes = serverItems ? applyMerge(dispatch, getState().cart, serverItems, token, { ...args, forceClientState: forced }, extra) : pushPlan(getState().cart.cartItems, token);
    for (const change of changes) await sendChange(dispatch, getState, change, token, extra);
  } catch (error) {
    const failure = cartFailureOf(error);
    if (failure === "cart-gone" || failure === "unauthorized") return failure;
    loggerOf(extra, "cart").warn(`cart sync stopped: ${error instanceof Error ? error.message : String(error)}`);
    if (forced && getState().cart.clientStateOwedTo !== token) dispatch(clientStateOwedChanged(token));
    return "unreachable";
  }
  if (forced && pull && getState().cart.clientStateOwedTo === token) dispatch(clientStateOwedChanged(null));
  // A change made while this sync ran (a click during the update) is not on the server yet:
  // the hash stays unsynced, so the sync that change asked for runs instead of being skipped.
  const items = getState().cart.cartItems;
  const behind = pushPlan(items, token).length > 0;
  dispatch(syncMarked({ hash: behind ? "" : itemsHash(items), at: extra.clock.now(), pulled: pull }));
  return "synced";
}

/**
 * One server change, with the line's quantity of now (absolute). A refused change is undone on
 * the line: back to the quantity the server last confirmed (or the previous one), and a line
 * the server never had is dropped (commerce-core.md §4 "A failed server update restores the
 * previous quantity, or removes the item if it had none. Items without a server id are dropped
 * on failure"). No answer, a refused token or a gone cart stop the sync (thrown).
 */
async function sendChange(dispatch: CartDispatch, getState: () => CartThunkState, change: ServerChange, token: string, extra: CartExtra): Promise<void> {
  const api = extra.cart.api;
  if (change.kind === "delete") {
    await refusedIsDone(api.delete({ itemId: change.itemId, quoteId: token, sku: change.sku }, cartSessionOf(getState())));
    return;
  }
  const line = findLine(getState().cart, change.identity);
  if (!line) return;
  const onThisCart = line.server_cart_id === token && line.server_item_id !== undefined;
  if (onThisCart && line.server_qty === line.qty) return;
  try {
    const session = cartSessionOf(getState());
    // Sent to this cart (persisted before the call): if the reply is lost, a later merge (a
    // reload during authorize) joins the server's line instead of adding the quantity again.
    if (!onThisCart) dispatch(itemsLoaded(getState().cart.cartItems.map((item) => (lineIdentity(item) === change.identity ? { ...unlinked(item), server_cart_id: token } : item))));
    const reply = await api.update(
      {
        sku: line.sku,
        qty: line.qty,
        quoteId: token,
        ...(onThisCart ? { itemId: line.server_item_id } : {}),
        ...(!onThisCart && line.product_option !== undefined && { productOption: line.product_option }),
      },
      session,
    );
    dispatch(itemUpdated({ identity: change.identity, changes: confirmedBy(reply, token) }));
    // The server joined a new line into one it already had (added elsewhere since the last
    // pull): its quantity is set to the shopper's, absolute.
    const now = findLine(getState().cart, change.identity);
    if (now && now.qty !== reply.qty) {
      const again = await api.update({ sku: now.sku, qty: now.qty, quoteId: token, itemId: reply.item_id }, session);
      dispatch(itemUpdated({ identity: change.identity, changes: confirmedBy(again, token) }));
    }
  } catch (error) {
    if (cartFailureOf(error) !== "refused") throw error;
    const current = findLine(getState().cart, change.identity);
    if (!current) return;
    const restore = onThisCart ? (current.server_qty ?? current.prev_qty) : undefined;
    if (restore === undefined) dispatch(itemRemoved({ identity: change.identity }));
    else dispatch(itemUpdated({ identity: change.identity, changes: { qty: restore } }));
  }
}

/** A delete the server refuses (the line is gone already) is done. */
async function refusedIsDone(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (cartFailureOf(error) !== "refused") throw error;
  }
}

/** The merge's client side, applied to state first (and persisted); answers its server side. */
function applyMerge(dispatch: CartDispatch, cart: CartState, serverItems: readonly ServerCartItem[], token: string, args: SyncCartArgs, extra: CartExtra): ServerChange[] {
  const plan = mergePlan(cart.cartItems, serverItems, {
    cartId: token,
    forceClientState: args.forceClientState === true,
    mergeQty: args.mergeQty === true,
    canModifyLocal: extra.config.cart.serverSyncCanModifyLocalItems,
    canRemoveLocal: extra.config.cart.serverSyncCanRemoveLocalItems,
  });
  for (const change of plan.client) {
    if (change.kind === "add") dispatch(itemAdded(cartItemOfServer(change.serverItem, token)));
    else if (change.kind === "remove") dispatch(itemRemoved({ identity: change.identity }));
    else dispatch(itemUpdated({ identity: change.identity, changes: { ...confirmedBy(change.serverItem, token), qty: change.qty } }));
  }
  return plan.server;
}

/** GET totals (commerce-core.md §4 "Totals sync follows a merge"): totals, segments and the coupon. */
export const syncTotals = createCartThunk<boolean, undefined>("cart/syncTotals", async (_arg, { dispatch, getState, extra }) => {
  if (getState().cart.cartServerToken === null) return false;
  try {
    dispatch(totalsUpdated({ totals: await extra.cart.api.totals(cartSessionOf(getState())), at: extra.clock.now() }));
    return true;
  } catch (error) {
    loggerOf(extra, "cart").warn("cart totals could not be synced", error);
    return false;
  }
});

export type ConnectOutcome = "connected" | "disabled" | "unreachable";

/**
 * Cart connect (commerce-core.md §4): creates the server cart (a customer's with the token, a
 * guest's without) and syncs. A 401 falls back to a guest cart, counting the bypass, until
 * `cart.maxCartBypassAttempts`; from then sync counts as disabled. One create at a time per
 * store: two adds before the first cart exists share one cart; `replace` (a login) creates the
 * customer's even when a guest cart is connected.
 */
export const connectCart = createCartThunk<ConnectOutcome, { guest?: boolean; forceClientState?: boolean; mergeQty?: boolean; replace?: boolean } | undefined>(
  "cart/connect",
  async (args = {}, { dispatch, getState, extra }) => {
    const created = await extra.cart.syncLock.run(() =>
      // Another add created the cart meanwhile: that one is used (only a login replaces it).
      getState().cart.cartServerToken !== null && args.replace !== true ? Promise.resolve<ConnectOutcome>("connected") : createServerCart(dispatch, getState, args.guest === true, extra),
    );
    if (created !== "connected") return created;
    const outcome = await dispatch(syncCart({ forceSync: true, ...(args.forceClientState && { forceClientState: true }), ...(args.mergeQty && { mergeQty: true }) })).unwrap();
    return outcome === "unreachable" ? "unreachable" : "connected";
  },
);

async function createServerCart(dispatch: CartDispatch, getState: () => CartThunkState, guest: boolean, extra: CartExtra): Promise<ConnectOutcome> {
  const { config } = extra;
  const storeCode = selectStoreCode(getState());
  let asGuest = guest;
  for (;;) {
    const cart = getState().cart;
    if (!syncEnabled({ enabled: config.cart.synchronize, bypassCount: cart.connectBypassCount, maxBypassAttempts: config.cart.maxCartBypassAttempts })) return "disabled";
    try {
      dispatch(serverTokenSet(await extra.cart.api.create({ guest: asGuest, storeCode }), asGuest));
      return "connected";
    } catch (error) {
      const failure = cartFailureOf(error);
      if (failure !== "unauthorized" || asGuest) {
        if (failure !== "unreachable") loggerOf(extra, "cart").error("the server cart could not be created", error);
        return "unreachable";
      }
      dispatch(bypassCountChanged(cart.connectBypassCount + 1));
      asGuest = true;
    }
  }
}

/**
 * A refused cart token or a gone cart (commerce-core.md §8 "A 401 on the cart token goes to the
 * guest-cart bypass"; a deleted quote): the lines lose their server ids and a new cart is
 * created (a guest's after a 401, counting the bypass), to which they are sent again.
 */
export const reconnectCart = createCartThunk<ConnectOutcome, { reason: "cart-gone" | "unauthorized" }>("cart/reconnect", async ({ reason }, { dispatch, getState, extra }) => {
  const cart = getState().cart;
  if (reason === "unauthorized") {
    if (!syncEnabled({ enabled: extra.config.cart.synchronize, bypassCount: cart.connectBypassCount + 1, maxBypassAttempts: extra.config.cart.maxCartBypassAttempts })) {
      dispatch(bypassCountChanged(cart.connectBypassCount + 1));
      return "disabled";
    }
    dispatch(bypassCountChanged(cart.connectBypassCount + 1));
  }
  dispatch(serverTokenSet(null));
  dispatch(itemsLoaded(getState().cart.cartItems.map(unlinked)));
  return dispatch(connectCart({ guest: reason === "unauthorized" })).unwrap();
});

/** A line without its server ties (its server cart is gone). */
export function unlinked(item: CartItem): CartItem {
  const { server_item_id: _id, server_cart_id: _cart, server_qty: _qty, ...rest } = item;
  return rest;
}
