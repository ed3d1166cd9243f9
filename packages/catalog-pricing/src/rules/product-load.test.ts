import { describe, expect, it } from "vitest";
import { decideProductLoad } from "./product-load";

describe("product load (commerce-core.md §4 Product load)", () => {
  it.each([
    ["enabled and visible", { status: 1, visibility: 4 }, true, { kind: "show" }],
    ["visible in catalog only", { status: 1, visibility: 2 }, false, { kind: "show" }],
    ["status 2 fails (empty result)", { status: 2, visibility: 4 }, true, { kind: "fail", reason: "disabled" }],
    ["status 3 fails", { status: 3, visibility: 4 }, true, { kind: "fail", reason: "disabled" }],
    ["a disabled child fails even when children are redirected", { status: 2, visibility: 1, parentSku: "P" }, true, { kind: "fail", reason: "disabled" }],
    ["visibility 1 fails when direct access is allowed", { status: 1, visibility: 1, parentSku: "P" }, false, { kind: "fail", reason: "not-visible" }],
    ["visibility 1 yields the configurable parent when direct access is prevented", { status: 1, visibility: 1, parentSku: "P" }, true, { kind: "load-parent", childSku: "C", parentSku: "P" }],
    ["a child without parentSku: the parent is found by its sku", { status: 1, visibility: 1 }, true, { kind: "load-parent", childSku: "C", parentSku: undefined }],
  ])("%s", (_case, product, prevent, decision) => {
    expect(decideProductLoad({ sku: "C", ...product }, prevent)).toEqual(decision);
  });
});
