// The cart's numbers (pnpm bench): the merge of a 500-line cart, and the calls one add to cart
// costs on a connected cart. Prints numbers; asserts nothing about time (goal: merge < 5 ms).
import { performance } from "node:perf_hooks";
import { addToCart, itemsHash, mergePlan, pushPlan, type CartItem, type ServerCartItem } from "../src/index";
import { createCartTestStore, createFakeCartBackEnd } from "../src/testing/index";

const LINES = 500;
const RUNS = 400;
const CART = "cart-1";

const option = (n: number) => ({ extension_attributes: { configurable_item_options: [{ option_id: 142, option_value: 160 + (n % 7) }, { option_id: 93, option_value: n % 11 }] } });

/** 500 client lines and 500 server lines: matched by id, by identity (no id yet), quantity mismatches, and lines missing on each side. */
function carts(): { client: CartItem[]; server: ServerCartItem[] } {
  const client: CartItem[] = [];
  const server: ServerCartItem[] = [];
  for (let n = 0; n < LINES; n += 1) {
    const sku = `SKU-${Math.floor(n / 7)}-${n}`;
    const kind = n % 5;
    const linked = kind === 0 || kind === 1;
    if (kind !== 4) client.push({ sku, qty: 1 + (n % 3), name: sku, type_id: "configurable", checksum: "x", product_option: option(n), ...(linked && { server_item_id: n + 1, server_cart_id: CART, server_qty: 1 }) });
    if (kind !== 3) server.push({ item_id: n + 1, sku, qty: kind === 1 ? 3 : 1 + (n % 3), name: sku, price: 10, product_type: "simple", quote_id: CART, product_option: option(n) });
  }
  return { client, server };
}

function time(label: string, work: () => unknown): void {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * share))] ?? Number.NaN;
  console.log(`${label}: p50 ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms (${RUNS} runs)`);
}

const { client, server } = carts();
const options = { cartId: CART, forceClientState: false, mergeQty: false, canModifyLocal: false, canRemoveLocal: false };
time(`merge of a ${LINES}-line cart with ${server.length} server lines (goal < 5 ms)`, () => mergePlan(client, server, options));
time(`push plan of ${LINES} lines`, () => pushPlan(client, CART));
time(`items hash of ${LINES} lines`, () => itemsHash(client));

// Calls per add: a connected, synced cart; one more line added, then one more of it.
const backEnd = createFakeCartBackEnd();
const { store, dispose } = createCartTestStore({ fetch: backEnd.fetch, logger: { warn: () => undefined, error: () => undefined } });
const product = (sku: string) => ({ sku, name: sku, type_id: "simple", price_incl_tax: 10 });
await store.dispatch(addToCart({ products: [{ product: product("FIRST") }] }));
for (const [label, sku] of [["a new line", "SECOND"], ["the same line again", "SECOND"]] as const) {
  backEnd.calls.length = 0;
  await store.dispatch(addToCart({ products: [{ product: product(sku) }] }));
  console.log(`calls per add on a connected cart, ${label}: ${backEnd.calls.length} (${backEnd.calls.join(", ")})`);
}
dispose();
