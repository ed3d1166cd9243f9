import { selectNotifications } from "@shop/core";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { apiUrl, envelopeReply, errorReply } from "@shop/sync-queue/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StockItem } from "./stock.schemas";
import { selectIsStockCached, selectStockBySku, selectStockItems, selectStockStatus } from "./stock.selectors";
import { checkSalableQty, checkStock, listStock, prefetchChildStock, StockInputError } from "./stock.thunks";
import { createStockMswBackend, createStockTestStore, manyStockItems, stockFixtures, type StockTestStore } from "./testing/index";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const allFixtures = Object.values(stockFixtures);

function setup(options: Parameters<typeof createStockTestStore>[0] = {}, items = allFixtures) {
  const test = createStockTestStore(options);
  const backend = createStockMswBackend(test.config, items);
  server.use(...backend.handlers);
  return { ...test, backend };
}

describe("checkStock (commerce-core.md §7 Stock check, §4 Stock status)", () => {
  it.each([
    ["in stock", stockFixtures.inStock.sku!, { status: "ok", qty: 12, isManageStock: true, source: "server" }],
    ["sold out", stockFixtures.outOfStock.sku!, { status: "out_of_stock", qty: 0, isManageStock: true, source: "server" }],
    ["not managed", stockFixtures.notManaged.sku!, { status: "ok", qty: 0, isManageStock: false, source: "server" }],
    ["unknown sku (404)", "NOPE", { status: "out_of_stock", qty: 0, isManageStock: null, source: "server" }],
  ])("%s", async (_case, sku, expected) => {
    const { store } = setup();
    const result = await store.dispatch(checkStock({ sku })).unwrap();
    expect(result).toEqual({ sku, ...expected });
  });

  it("caches the answer per sku", async () => {
    const { store, clock } = setup();
    await store.dispatch(checkStock({ sku: "SH-OXF-WHT-M" }));
    expect(selectStockBySku(store.getState(), "SH-OXF-WHT-M")).toEqual({
      sku: "SH-OXF-WHT-M",
      productId: 2001,
      qty: 12,
      isInStock: true,
      manageStock: true,
      status: "ok",
      checkedAt: clock.now(),
      requestSeq: 1,
    });
    expect(selectStockStatus(store.getState(), "SH-OXF-WHT-M")).toBe("ok");
    expect(selectStockStatus(store.getState(), "UNSEEN")).toBe("volatile");
  });

  it.each([
    ["a 500", () => errorReply(500, "Boom")],
    ["a reply out of shape", () => envelopeReply({ qty: "many" })],
    ["HTML", () => new HttpResponse("<html/>", { headers: { "content-type": "text/html" } })],
    ["no reply", () => HttpResponse.error()],
  ])("%s is volatile from the index, logged, never thrown", async (_case, reply) => {
    const { store, config, errors } = setup();
    server.use(http.get(apiUrl(config, "/api/stock/check"), reply));
    const result = await store.dispatch(checkStock({ sku: "A", stock: { is_in_stock: true, qty: 3, manage_stock: true } })).unwrap();
    expect(result).toEqual({ sku: "A", status: "volatile", qty: 3, isManageStock: true, source: "index" });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toBe("stock check of A failed");
  });

  it("offline: volatile without a call; an index that says sold out stays out_of_stock", async () => {
    const { store, queue, backend, errors } = setup({ online: false });
    expect(await store.dispatch(checkStock({ sku: "A" })).unwrap()).toMatchObject({ status: "volatile", source: "none" });
    expect(await store.dispatch(checkStock({ sku: "B", stock: { is_in_stock: false } })).unwrap()).toMatchObject({ status: "out_of_stock", source: "index" });
    expect(backend.requests).toHaveLength(0);
    expect(errors).toHaveLength(0);
    expect(queue.isOnline()).toBe(false);
  });

  it("stock synchronisation off: status from the product's stock, no call", async () => {
    const { store, backend } = setup({ config: { stock: { synchronize: false } } });
    expect(await store.dispatch(checkStock({ sku: "SH-OXF-WHT-M", stock: { is_in_stock: true, qty: 1 } })).unwrap()).toMatchObject({ status: "volatile", source: "index" });
    expect(backend.requests).toHaveLength(0);
  });
});

describe("listStock (commerce-core.md §7 Stock list, chunks of 15; §8 stock-list failure → empty list)", () => {
  it("40 skus → 3 calls of 15, 15 and 10, every answer cached", async () => {
    const items = manyStockItems(40);
    const { store, backend } = setup({}, items);
    const listed = await store.dispatch(listStock({ skus: items.map((item) => item.sku!) })).unwrap();
    expect(backend.requests.map((url) => url.searchParams.get("skus")!.split(",").length)).toEqual([15, 15, 10]);
    expect(listed.map((item) => item.sku)).toEqual(items.map((item) => item.sku));
    expect(selectStockStatus(store.getState(), "SKU-0")).toBe("out_of_stock");
    expect(selectStockStatus(store.getState(), "SKU-1")).toBe("ok");
  });

  it("the chunk size comes from config.stock.chunkSize", async () => {
    const items = manyStockItems(5);
    const { store, backend } = setup({ config: { stock: { chunkSize: 2 } } }, items);
    await store.dispatch(listStock({ skus: items.map((item) => item.sku!) }));
    expect(backend.requests).toHaveLength(3);
  });

  it("unknown skus are absent; duplicates asked once", async () => {
    const { store, backend } = setup();
    const listed = await store.dispatch(listStock({ skus: ["GC-050", "NOPE", "GC-050"] })).unwrap();
    expect(listed.map((item) => item.sku)).toEqual(["GC-050"]);
    expect(backend.requests[0]?.searchParams.get("skus")).toBe("GC-050,NOPE");
    expect(selectIsStockCached(store.getState(), "NOPE")).toBe(false);
  });

  it("a failing chunk adds nothing, the others still count; logged, never thrown", async () => {
    const items = manyStockItems(20);
    const { store, config, errors } = setup({}, items);
    let call = 0;
    server.use(
      http.get(apiUrl(config, "/api/stock/list"), ({ request }) => {
        call += 1;
        if (call === 1) return errorReply(500, "Boom");
        const skus = new URL(request.url).searchParams.get("skus")!.split(",");
        return envelopeReply(items.filter((item) => skus.includes(item.sku!)));
      }),
    );
    const listed = await store.dispatch(listStock({ skus: items.map((item) => item.sku!) })).unwrap();
    expect(listed).toHaveLength(5);
    expect(errors.map((entry) => entry.message)).toEqual(["stock list of 15 skus failed"]);
  });

  it("every chunk failing is an empty list", async () => {
    const { store, config } = setup();
    server.use(http.get(apiUrl(config, "/api/stock/list"), () => HttpResponse.error()));
    await expect(store.dispatch(listStock({ skus: ["A", "B"] })).unwrap()).resolves.toEqual([]);
  });

  describe("a reply whose items carry no sku (§7: result items with is_in_stock, qty, product_id)", () => {
    const { sku: _sku, ...withoutSku } = stockFixtures.inStock;
    const answerWithoutSkus = (config: Parameters<typeof apiUrl>[0], items: readonly StockItem[]) =>
      http.get(apiUrl(config, "/api/stock/list"), ({ request }) => {
        const skus = new URL(request.url).searchParams.get("skus")!.split(",");
        return envelopeReply(items.filter((item) => skus.includes(item.sku!)).map(({ sku: _dropped, ...rest }) => rest));
      });

    it.each<[string, string[], Record<string, number> | undefined, string[]]>([
      ["placed by the caller's product ids", ["SH-OXF-WHT-M", "SH-OXF-WHT-XL"], { "SH-OXF-WHT-M": 2001, "SH-OXF-WHT-XL": 2003 }, ["SH-OXF-WHT-M", "SH-OXF-WHT-XL"]],
      ["one sku asked, one item: that sku", ["SH-OXF-WHT-L"], undefined, ["SH-OXF-WHT-L"]],
    ])("%s: cached under the asked sku, answered with it", async (_case, skus, productIds, placed) => {
      const { store, config, errors } = setup();
      server.use(answerWithoutSkus(config, allFixtures));
      const listed = await store.dispatch(listStock({ skus, ...(productIds && { productIds }) })).unwrap();
      expect(listed.map((item) => item.sku)).toEqual(placed);
      for (const sku of placed) expect(selectIsStockCached(store.getState(), sku)).toBe(true);
      expect(selectStockStatus(store.getState(), "SH-OXF-WHT-XL")).toBe(skus.includes("SH-OXF-WHT-XL") ? "out_of_stock" : "volatile");
      expect(errors).toEqual([]);
    });

    it("items that cannot be placed are answered, logged and not cached", async () => {
      const { store, config, errors } = setup();
      server.use(answerWithoutSkus(config, allFixtures));
      const listed = await store.dispatch(listStock({ skus: ["SH-OXF-WHT-M", "SH-OXF-WHT-L"] })).unwrap();
      expect(listed).toEqual([withoutSku, expect.objectContaining({ product_id: 2002 })]);
      expect(selectStockItems(store.getState())).toEqual({});
      expect(errors.map((entry) => entry.message)).toEqual(["stock list answered 2 item(s) without a sku that match no asked sku (product_id 2001, 2002): not cached"]);
    });

    it("the child-stock prefetch places them by the children's ids", async () => {
      const { store, config, errors } = setup();
      server.use(answerWithoutSkus(config, allFixtures));
      const products = [{ type_id: "configurable", configurable_children: [{ sku: "SH-OXF-WHT-M", id: 2001 }, { sku: "SH-OXF-WHT-XL", id: 2003 }] }];
      await store.dispatch(prefetchChildStock({ products }));
      expect(selectStockStatus(store.getState(), "SH-OXF-WHT-M")).toBe("ok");
      expect(selectStockStatus(store.getState(), "SH-OXF-WHT-XL")).toBe("out_of_stock");
      expect(errors).toEqual([]);
    });

    it("a one-child prefetch answered with another product's item (its product id differs) is not cached under the child", async () => {
      const { store, config, errors } = setup();
      // Asked for SH-OXF-WHT-XL (id 2003, sold out), the back end answers product 2001's stock (in stock).
      server.use(http.get(apiUrl(config, "/api/stock/list"), () => envelopeReply([withoutSku])));
      await store.dispatch(prefetchChildStock({ products: [{ type_id: "configurable", configurable_children: [{ sku: "SH-OXF-WHT-XL", id: 2003 }] }] }));
      expect(selectIsStockCached(store.getState(), "SH-OXF-WHT-XL")).toBe(false);
      expect(errors.map((entry) => entry.message)).toEqual(["stock list answered 1 item(s) without a sku that match no asked sku (product_id 2001): not cached"]);
    });
  });

  it("stock synchronisation off: empty list without a call (presentation-content.md §7)", async () => {
    const { store, backend } = setup({ config: { stock: { synchronize: false } } });
    await expect(store.dispatch(listStock({ skus: ["GC-050"] })).unwrap()).resolves.toEqual([]);
    expect(backend.requests).toHaveLength(0);
  });
});

describe("the stock cache keeps the newest request's answer, whatever order the replies arrive in (README: the last live answer per sku)", () => {
  type Call = "check" | "list";
  // Each reply waits for its own gate, so the test decides the order they arrive in.
  it.each<[Call, Call, "in order" | "second first", string, number]>([
    ["check", "check", "second first", "out_of_stock", 0],
    ["list", "check", "second first", "out_of_stock", 0],
    ["check", "list", "second first", "out_of_stock", 0],
    ["check", "check", "in order", "out_of_stock", 0],
  ])("%s, the last one sold, %s: replies %s → %s", async (first, second, order, status, qty) => {
    const { store, config } = setup();
    let stockLeft = 1;
    const gates: { open: () => void }[] = [];
    const reply = async (sku: string, list: boolean) => {
      const item = { sku, product_id: 7, qty: stockLeft, is_in_stock: stockLeft > 0, manage_stock: true };
      await new Promise<void>((open) => gates.push({ open }));
      return envelopeReply(list ? [item] : item);
    };
    server.use(
      http.get(apiUrl(config, "/api/stock/check"), ({ request }) => reply(new URL(request.url).searchParams.get("sku")!, false)),
      http.get(apiUrl(config, "/api/stock/list"), ({ request }) => reply(new URL(request.url).searchParams.get("skus")!, true)),
    );
    const call = (kind: Call): Promise<unknown> => (kind === "check" ? store.dispatch(checkStock({ sku: "SH-M" })) : store.dispatch(listStock({ skus: ["SH-M"] })));
    const older = call(first);
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    stockLeft = 0; // the last one is sold before the second request
    const newer = call(second);
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    if (order === "second first") {
      gates[1]!.open();
      await newer;
      gates[0]!.open();
      await older;
    } else {
      gates[0]!.open();
      await older;
      gates[1]!.open();
      await newer;
    }
    expect(selectStockBySku(store.getState(), "SH-M")).toMatchObject({ status, qty });
  });
});

describe("prefetchChildStock (commerce-core.md §9 child-stock pre-fetch count 8)", () => {
  const configurable = (n: number) => ({
    type_id: "configurable",
    configurable_children: ["S", "M"].map((size) => ({ sku: `P${n}-${size}` })),
  });

  it("asks the children of the first 8 configurables, in chunks of 15, skipping cached skus", async () => {
    const products = Array.from({ length: 10 }, (_, n) => configurable(n));
    const items = products.flatMap((product) => product.configurable_children).map((child, n) => ({ ...manyStockItems(1)[0]!, product_id: 9000 + n, sku: child.sku }));
    const { store, backend } = setup({}, items);
    await store.dispatch(checkStock({ sku: "P0-S" }));
    backend.requests.length = 0;
    const asked = await store.dispatch(prefetchChildStock({ products })).unwrap();
    expect(asked).toHaveLength(15);
    expect(asked).not.toContain("P0-S");
    expect(asked).not.toContain("P8-S");
    expect(backend.requests).toHaveLength(1);
    expect(selectIsStockCached(store.getState(), "P7-M")).toBe(true);
    // A second listing render asks nothing: everything is cached.
    expect(await store.dispatch(prefetchChildStock({ products })).unwrap()).toEqual([]);
  });
});

describe("checkSalableQty (commerce-core.md §7 salable-for-requested-qty; presentation-content.md §7 Inventory)", () => {
  it("sends stockId 1 and one skuRequests pair per cart line; the result list on code 200", async () => {
    const { store, backend } = setup();
    const results = await store.dispatch(checkSalableQty({ requests: [{ sku: "SH-OXF-WHT-M", qty: 2 }, { sku: "SH-OXF-WHT-L", qty: 3 }, { sku: "GC-050", qty: 99 }] })).unwrap();
    expect(results.map((result) => [result.sku, result.is_salable])).toEqual([
      ["SH-OXF-WHT-M", true],
      ["SH-OXF-WHT-L", false],
      ["GC-050", true],
    ]);
    const query = Object.fromEntries(backend.requests[0]!.searchParams);
    expect(query).toEqual({
      stockId: "1",
      "skuRequests[0][sku]": "SH-OXF-WHT-M",
      "skuRequests[0][qty]": "2",
      "skuRequests[1][sku]": "SH-OXF-WHT-L",
      "skuRequests[1][qty]": "3",
      "skuRequests[2][sku]": "GC-050",
      "skuRequests[2][qty]": "99",
    });
  });

  it("stockId: the given one, else config.stock.defaultStockId", async () => {
    const { store, backend } = setup({ config: { stock: { defaultStockId: 3 } } });
    await store.dispatch(checkSalableQty({ requests: [{ sku: "GC-050", qty: 1 }] }));
    await store.dispatch(checkSalableQty({ requests: [{ sku: "GC-050", qty: 1 }], stockId: 2 }));
    expect(backend.requests.map((url) => url.searchParams.get("stockId"))).toEqual(["3", "2"]);
  });

  it.each([
    ["result code 400", () => errorReply(400, "The query parameters are not valid.")],
    ["result code 500", () => envelopeReply([], { code: 500, status: 500 })],
    ["a result that is not a list", () => envelopeReply({ sku: "A" })],
    ["no reply", () => HttpResponse.error()],
  ])("%s → empty list, logged", async (_case, reply) => {
    const { store, config, errors } = setup();
    server.use(http.get(apiUrl(config, "/api/inventory/are-product-salable-for-requested-qty/"), reply));
    await expect(store.dispatch(checkSalableQty({ requests: [{ sku: "A", qty: 1 }] })).unwrap()).resolves.toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it("no lines: empty list without a call", async () => {
    const { store, backend } = setup();
    await expect(store.dispatch(checkSalableQty({ requests: [] })).unwrap()).resolves.toEqual([]);
    expect(backend.requests).toHaveLength(0);
  });

  it.each([
    ["a quantity of 0", [{ sku: "A", qty: 0 }], undefined, "0.qty"],
    ["an empty sku", [{ sku: "", qty: 1 }], undefined, "0.sku"],
    ["stock id 0", [{ sku: "A", qty: 1 }], 0, "stockId"],
  ])("refuses %s with a clear error and no call", async (_case, requests, stockId, mentions) => {
    const { store, backend } = setup();
    const failure = store.dispatch(checkSalableQty({ requests, ...(stockId !== undefined && { stockId }) })).unwrap();
    await expect(failure).rejects.toMatchObject({ name: "StockInputError", message: expect.stringContaining(mentions) });
    expect(backend.requests).toHaveLength(0);
    expect(StockInputError.name).toBe("StockInputError");
  });
});

// A stock failure degrades (volatile status, empty list); it never pops the server's message.
// The child-stock prefetch runs on every listing render, so a noisy call would flood the shopper.
describe("every stock call is silent (commerce-core.md §8 render-list or stock-list failure → empty list; README)", () => {
  it.each<[string, string, (store: StockTestStore) => Promise<unknown>]>([
    ["stock check", "/api/stock/check", (store) => store.dispatch(checkStock({ sku: "A" }))],
    ["stock list", "/api/stock/list", (store) => store.dispatch(listStock({ skus: ["A", "B"] }))],
    ["salable check", "/api/inventory/are-product-salable-for-requested-qty/", (store) => store.dispatch(checkSalableQty({ requests: [{ sku: "A", qty: 1 }] }))],
  ])("a failed %s raises no notification with the server's message", async (_case, path, call) => {
    const { store, config, errors } = setup();
    server.use(http.get(apiUrl(config, path), () => errorReply(500, "Stock service down")));
    await call(store);
    expect(errors).toHaveLength(1);
    expect(selectNotifications(store.getState()).map((notification) => notification.message)).toEqual([]);
  });
});
