import { describe, expect, it } from "vitest";
import { stockSyncNote } from "./stock-sync-note";

describe("stock-sync note for cart lines (commerce-core.md §8 stock sync, §4 Cart sync)", () => {
  it.each([
    [true, { info: { stock: "In stock!" } }],
    [false, { errors: { stock: "Out of the stock!" } }],
  ])("in stock %s → %j", (isInStock, note) => {
    expect(stockSyncNote(isInStock)).toEqual(note);
  });
});
