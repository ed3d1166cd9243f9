import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { stockStatusOf, type StockStatus } from "./rules/stock-status";
import type { StockItem } from "./stock.schemas";

/** The back end's last answer for one sku. */
export interface StockCacheEntry {
  sku: string;
  productId: number;
  qty: number;
  isInStock: boolean;
  /** null when the back end did not say. */
  manageStock: boolean | null;
  status: StockStatus;
  /** Epoch ms (injected clock) of the answer. */
  checkedAt: number;
}

export interface StockState {
  /** Live stock answers by sku (commerce-core.md §7: check and list; §9 prefetch). */
  items: Record<string, StockCacheEntry>;
}

const initialState: StockState = { items: {} };

export function toCacheEntry(sku: string, item: StockItem, checkedAt: number): StockCacheEntry {
  return {
    sku,
    productId: item.product_id,
    qty: item.qty,
    isInStock: item.is_in_stock,
    manageStock: item.manage_stock ?? null,
    status: stockStatusOf({ live: item }),
    checkedAt,
  };
}

/** A stock cache per sku: filled by check, list and the child-stock prefetch. */
export const stockSlice = createSlice({
  name: "stock",
  initialState,
  reducers: {
    stockItemsReceived(state: StockState, action: PayloadAction<{ entries: StockCacheEntry[] }>) {
      for (const entry of action.payload.entries) state.items[entry.sku] = entry;
    },
    stockCacheCleared(state: StockState) {
      state.items = {};
    },
  },
});

export const { stockItemsReceived, stockCacheCleared } = stockSlice.actions;
export type StockRootState = { stock: StockState };
