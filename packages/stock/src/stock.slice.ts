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
  /**
   * Which request it answers, in the order they were sent (`StockState.requestsSent`): an answer
   * to an older request that arrives late never replaces a newer one. Absent (an entry put by
   * hand): it always replaces.
   */
  requestSeq?: number;
}

export interface StockState {
  /** Live stock answers by sku (commerce-core.md §7: check and list; §9 prefetch). */
  items: Record<string, StockCacheEntry>;
  /** Stock requests sent so far: numbers their answers (`StockCacheEntry.requestSeq`). */
  requestsSent: number;
}

const initialState: StockState = { items: {}, requestsSent: 0 };

export function toCacheEntry(sku: string, item: StockItem, checkedAt: number, requestSeq?: number): StockCacheEntry {
  return {
    sku,
    productId: item.product_id,
    qty: item.qty,
    isInStock: item.is_in_stock,
    manageStock: item.manage_stock ?? null,
    status: stockStatusOf({ live: item }),
    checkedAt,
    ...(requestSeq !== undefined && { requestSeq }),
  };
}

/** A stock cache per sku: filled by check, list and the child-stock prefetch. */
export const stockSlice = createSlice({
  name: "stock",
  initialState,
  reducers: {
    /** A stock request is about to be sent: its answer gets the next number. */
    stockRequestSent(state: StockState) {
      state.requestsSent += 1;
    },
    stockItemsReceived(state: StockState, action: PayloadAction<{ entries: StockCacheEntry[] }>) {
      for (const entry of action.payload.entries) {
        const cached = state.items[entry.sku];
        // Replies may arrive out of order: the newest request's answer stands (a size sold since stays sold out).
        if (cached?.requestSeq !== undefined && entry.requestSeq !== undefined && entry.requestSeq < cached.requestSeq) continue;
        state.items[entry.sku] = entry;
      }
    },
    stockCacheCleared(state: StockState) {
      state.items = {};
    },
  },
});

export const { stockItemsReceived, stockCacheCleared, stockRequestSent } = stockSlice.actions;
export type StockRootState = { stock: StockState };
