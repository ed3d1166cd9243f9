import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { spawnNotification } from "@shop/core";
import type { ProductOption } from "@shop/catalog-pricing";
import { checkSalableQty, checkStock, STOCK_MESSAGES, type IndexedStock, type StockCheckResult } from "@shop/stock";
import type { CartItem } from "./cart-item";
import type { CartExtra } from "./cart.extra";
import { addingChanged, cartCleared, clientStateOwedChanged, itemAdded, itemQtyChanged, itemRemoved, itemUpdated, serverTokenSet } from "./cart.slice";
import { connectCart, syncCart } from "./cart.sync";
import { cartSessionOf, createCartThunk, type CartThunkState } from "./cart.thunk";
import { CART_MESSAGES } from "./messages";
import { lineIdentity, optionsChecksum } from "./rules/line-identity";
import { hasKnownPrice } from "./rules/price-check";
import { parseQuantity } from "./rules/quantity";
import { syncEnabled } from "./rules/sync-decision";

type CartDispatch = ThunkDispatch<CartThunkState, CartExtra, UnknownAction>;

/** A product as the add takes it: a catalogue product (or the chosen variant laid over it). */
export interface AddableProduct {
  sku: string;
  name: string;
  type_id: string;
  price_incl_tax?: number | undefined;
  parentSku?: string | undefined;
  image?: string | undefined;
  stock?: IndexedStock | null | undefined;
  product_option?: ProductOption | undefined;
  /** Validation errors of the product (e.g. 'No available product variants'), shown and not added. */
  errors?: Record<string, string> | undefined;
}

export interface AddToCartArgs {
  products: readonly { product: AddableProduct; qty?: unknown }[];
}

export type AddOutcome = { sku: string; added: boolean; reason?: "invalid" | "no-price" | "out-of-stock"; stock?: StockCheckResult["status"] };

function cartItemOf(product: AddableProduct, qty: number): CartItem {
  return {
    sku: product.sku,
    qty,
    name: product.name,
    type_id: product.type_id,
    checksum: optionsChecksum(product.product_option),
    ...(product.parentSku !== undefined && { parentSku: product.parentSku }),
    ...(product.price_incl_tax !== undefined && { price_incl_tax: product.price_incl_tax }),
    ...(product.image !== undefined && { image: product.image }),
    ...(product.product_option !== undefined && { product_option: product.product_option }),
  };
}

const danger = (message: string) => spawnNotification({ type: "danger", message, action1: { label: CART_MESSAGES.ok } });

/**
 * Add to cart (commerce-core.md §4): per product, its validation errors first (the product's
 * own, then the price check of §5 in the configured reading), then its stock: out of stock is
 * an error and is not added; volatile with out-of-stock carts disallowed is a warning and is
 * added, as ok is. Quantities are parsed (§5; grouped and bundle parts too), default
 * `cart.defaultQty`. One line per variant: the same sku and options join their line. The
 * success notice follows the last added item ('Proceed to checkout' → `cart.checkoutPath`).
 * Then a server cart is created when there is none, else the cart syncs (a push of the new
 * quantities: with a fresh stock check, at most 3 calls). The adding flag is on meanwhile.
 */
export const addToCart = createCartThunk<AddOutcome[], AddToCartArgs>("cart/add", async ({ products }, { dispatch, getState, extra }) => {
  const { config } = extra;
  dispatch(addingChanged(true));
  try {
    const outcomes: AddOutcome[] = [];
    for (const { product, qty } of products) outcomes.push(await addOne(dispatch, product, parseQuantity(qty, config.cart.defaultQty), extra));
    if (outcomes.some((outcome) => outcome.added)) {
      await dispatch(
        spawnNotification({
          type: "success",
          message: CART_MESSAGES.added,
          action1: { label: CART_MESSAGES.ok },
          action2: { label: CART_MESSAGES.proceedToCheckout, command: { kind: "navigate", to: config.cart.checkoutPath } },
        }),
      );
      await syncAfterChange(dispatch, getState, extra);
    }
    return outcomes;
  } finally {
    dispatch(addingChanged(false));
  }
});

async function addOne(dispatch: CartDispatch, product: AddableProduct, qty: number, extra: CartExtra): Promise<AddOutcome> {
  const errors = Object.values(product.errors ?? {}).filter((message) => message.length > 0);
  if (errors.length > 0) {
    for (const message of errors) await dispatch(danger(message));
    return { sku: product.sku, added: false, reason: "invalid" };
  }
  if (!hasKnownPrice(product, extra.config.cart.useZeroPriceProduct)) {
    await dispatch(danger(CART_MESSAGES.noPrice));
    return { sku: product.sku, added: false, reason: "no-price" };
  }
  const stock = await dispatch(checkStock({ sku: product.sku, stock: product.stock ?? null })).unwrap();
  if (stock.status === "out_of_stock") {
    await dispatch(danger(CART_MESSAGES.outOfStock));
    return { sku: product.sku, added: false, reason: "out-of-stock", stock: stock.status };
  }
  if (stock.status === "volatile" && !extra.config.stock.allowOutOfStockInCart) {
    await dispatch(spawnNotification({ type: "warning", message: CART_MESSAGES.volatile, action1: { label: CART_MESSAGES.ok } }));
  }
  dispatch(itemAdded(cartItemOf(product, qty)));
  return { sku: product.sku, added: true, stock: stock.status };
}

/** After a local change: a server cart is created when there is none (it syncs), else the cart pushes. */
async function syncAfterChange(dispatch: CartDispatch, getState: () => CartThunkState, extra: CartExtra): Promise<void> {
  const { cart } = getState();
  const enabled = syncEnabled({ enabled: extra.config.cart.synchronize, bypassCount: cart.connectBypassCount, maxBypassAttempts: extra.config.cart.maxCartBypassAttempts });
  if (!enabled || !getState().connectivity.online) return;
  if (cart.cartServerToken === null) {
    if (cart.cartItems.length > 0) await dispatch(connectCart());
    return;
  }
  await dispatch(syncCart());
}

/**
 * A line's new quantity (the cart page's stepper, the mini cart): parsed (§5), set, pushed;
 * 'Product quantity has been updated!' when the server took it. A refused quantity is undone by
 * the sync (the line's previous quantity).
 */
export const updateItemQty = createCartThunk<boolean, { identity: string; qty: unknown }>("cart/updateQty", async ({ identity, qty }, { dispatch, getState, extra }) => {
  const parsed = parseQuantity(qty, 0);
  const line = getState().cart.cartItems.find((item) => lineIdentity(item) === identity);
  if (!line || parsed <= 0 || parsed === line.qty) return false;
  dispatch(itemQtyChanged({ identity, qty: parsed }));
  await syncAfterChange(dispatch, getState, extra);
  const after = getState().cart.cartItems.find((item) => lineIdentity(item) === identity);
  const taken = after?.qty === parsed;
  if (taken) await dispatch(spawnNotification({ type: "success", message: CART_MESSAGES.quantityUpdated }));
  return taken;
});

/**
 * Removes a line: locally at once, then on the server when it was sent to this cart. Until the
 * server answered, a sync with the client's state forced is owed to the cart (persisted with
 * the removal): a delete without answer, a reload before it, or a line whose add was sent but
 * never answered (no item id to delete) is deleted by the next sync, so a removed line never
 * comes back from the server.
 */
export const removeItem = createCartThunk<boolean, { identity: string }>("cart/remove", async ({ identity }, { dispatch, getState, extra }) => {
  const { cart } = getState();
  const line = cart.cartItems.find((item) => lineIdentity(item) === identity);
  if (!line) return false;
  dispatch(itemRemoved({ identity }));
  const token = cart.cartServerToken;
  if (token === null || line.server_cart_id !== token) return true;
  const owedBefore = cart.clientStateOwedTo === token;
  if (!owedBefore) dispatch(clientStateOwedChanged(token));
  if (!getState().connectivity.online) return true;
  if (line.server_item_id === undefined) {
    await dispatch(syncCart());
    return true;
  }
  const itemId = line.server_item_id;
  try {
    // Under the sync lock: a sync's pull never overtakes the delete with the line still in it.
    await extra.cart.syncLock.run(() => extra.cart.api.delete({ itemId, quoteId: token, sku: line.sku }, cartSessionOf(getState())));
    if (!owedBefore && getState().cart.clientStateOwedTo === token) dispatch(clientStateOwedChanged(null));
    await dispatch(syncCart());
  } catch {
    await dispatch(syncCart({ forceClientState: true }));
  }
  return true;
});

/**
 * Clear cart (commerce-core.md §4): empties the lines, optionally syncs (the server's lines go
 * too), then disconnects. A sync that got no answer (offline) keeps the connection: going online
 * syncs with the client's state forced, which empties the server cart. Disconnected, the server
 * cart kept the lines, and a customer's next connect (their one active cart) pulled them back.
 */
export const clearCart = createCartThunk<boolean, { sync?: boolean } | undefined>("cart/clear", async (args = {}, { dispatch, getState }) => {
  const token = getState().cart.cartServerToken;
  dispatch(cartCleared());
  if (args.sync === false) {
    dispatch(serverTokenSet(null));
    return true;
  }
  // Owed (persisted) until the server cart is emptied: a sync running meanwhile does not pull the lines back.
  if (token !== null) dispatch(clientStateOwedChanged(token));
  if ((await dispatch(syncCart({ forceClientState: true })).unwrap()) === "unreachable") return true;
  dispatch(serverTokenSet(null));
  return true;
});

/**
 * The salable-quantity check per line (commerce-core.md §7 inventory, §4 Stock sync): a line
 * that can be sold gets 'In stock!'; one asking more than there is (the answer's
 * "not enough qty") gets 'Only {maxQuantity} products of this type are available', the
 * quantity from the line's stock check; one that cannot be sold at all, 'Out of the stock!',
 * or is removed when out-of-stock lines are not allowed and sync is off.
 */
export const checkCartStock = createCartThunk<number, undefined>("cart/checkStock", async (_arg, { dispatch, getState, extra }) => {
  const lines = getState().cart.cartItems;
  if (lines.length === 0) return 0;
  const results = await dispatch(checkSalableQty({ requests: lines.map(({ sku, qty }) => ({ sku, qty })) })).unwrap();
  for (const line of lines) {
    const result = results.find((entry) => entry.sku === line.sku);
    if (!result) continue;
    const identity = lineIdentity(line);
    if (result.is_salable) {
      dispatch(itemUpdated({ identity, changes: { is_in_stock: true, info: { stock: STOCK_MESSAGES.inStock }, errors: {} } }));
      continue;
    }
    // The salable answer echoes the asked quantity; the stock check tells what there is.
    const short = result.errors.some((error) => error.code.endsWith("not_enough_qty"));
    const available = short ? ((await dispatch(checkStock({ sku: line.sku })).unwrap()).qty ?? 0) : 0;
    if (available > 0 && available < line.qty) {
      // The message stays an i18n key; the line's `available_qty` fills its {{maxQuantity}}.
      dispatch(itemUpdated({ identity, changes: { is_in_stock: true, available_qty: available, info: {}, errors: { stock: CART_MESSAGES.onlyAvailable } } }));
    } else if (!extra.config.stock.allowOutOfStockInCart && !extra.config.cart.synchronize) {
      dispatch(itemRemoved({ identity }));
    } else {
      dispatch(itemUpdated({ identity, changes: { is_in_stock: false, info: {}, errors: { stock: STOCK_MESSAGES.outOfStock } } }));
    }
  }
  return lines.length;
});
