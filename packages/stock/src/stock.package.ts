import { defineShopPackage } from "@shop/core";
import type { SyncExtra } from "@shop/sync-queue";
import { createStockApi } from "./stock.api";
import type { StockPackageExtra } from "./stock-extra";
import { stockSlice } from "./stock.slice";

/**
 * @shop/stock's part of the one store (docs/package-contract.md): the stock slice and
 * `extra.stock.api`, the stock client built once over `extra.api` (@shop/sync-queue).
 * Settings: `ShopConfig.stock`.
 */
export const stockPackage = defineShopPackage({
  name: "@shop/stock",
  slices: [stockSlice],
  needs: ["api"],
  extra: (base: SyncExtra): { stock: StockPackageExtra } => ({ stock: { api: createStockApi(base.api) } }),
});
