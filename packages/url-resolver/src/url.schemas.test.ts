import { describe, expect, it } from "vitest";
import { urlMapRequestSchema, urlRewriteSchema } from "./url.schemas";

describe("URL records (commerce-core.md §2 Navigation resolution, §7 /api/url/map)", () => {
  const redirect = { request_path: "shirts/old-oxford.html", target_path: "p/SH-1/oxford/", redirect_type: 301, entity_type: "product", entity_id: 1001 };

  it.each([0, 301, 302])("accepts redirect_type %s", (redirectType) => {
    expect(urlRewriteSchema.safeParse({ ...redirect, redirect_type: redirectType }).success).toBe(true);
  });

  it.each([
    ["redirect_type 307", { redirect_type: 307 }],
    ["an unknown entity type", { entity_type: "blog" }],
    ["no target_path", { target_path: undefined }],
  ])("rejects %s", (_case, change) => {
    expect(urlRewriteSchema.safeParse({ ...redirect, ...change }).success).toBe(false);
  });

  it("a map request needs a url", () => {
    expect(urlMapRequestSchema.safeParse({ includeFields: null }).success).toBe(false);
    expect(urlMapRequestSchema.parse({ url: "/shirts/", filters: { sku: "SH-1" } }).url).toBe("/shirts/");
  });
});
