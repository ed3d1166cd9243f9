import { describe, expect, it } from "vitest";
import { facetSchema, notificationRequestSchema, pageReplySchema, productPageRequestSchema, serviceQuerySchema } from "./index";

describe("serviceQuerySchema (presentation-content.md §7 generic request form)", () => {
  const base = { market: "NL", locale: "nl-NL", touchpoint: "desktop", sessionKey: "s-1", customerKey: "c-1" };

  it("reads numbers sent as text, with the §9 defaults limit 20 and skip 0", () => {
    expect(serviceQuerySchema.parse(base)).toMatchObject({ limit: 20, skip: 0 });
    expect(serviceQuerySchema.parse({ ...base, limit: "8", skip: "16" })).toMatchObject({ limit: 8, skip: 16 });
  });

  it("refuses a missing session key, an unknown touchpoint, a negative skip", () => {
    expect(serviceQuerySchema.safeParse({ ...base, sessionKey: "" }).success).toBe(false);
    expect(serviceQuerySchema.safeParse({ ...base, touchpoint: "tablet" }).success).toBe(false);
    expect(serviceQuerySchema.safeParse({ ...base, skip: "-1" }).success).toBe(false);
  });
});

describe("request bodies", () => {
  it("a recommendation list defaults to the §9 limit 8", () => {
    expect(productPageRequestSchema.parse({ recommendationLists: [{ id: "alt", algorithm: "ALTERNATIVES" }] }).recommendationLists[0]?.limit).toBe(8);
  });

  it("a notification carries a ticket or a productKey, not both", () => {
    expect(notificationRequestSchema.safeParse({ ticket: "t" }).success).toBe(true);
    expect(notificationRequestSchema.safeParse({ productKey: "SH-1" }).success).toBe(true);
    expect(notificationRequestSchema.safeParse({ ticket: "t", productKey: "SH-1" }).success).toBe(false);
    expect(notificationRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe("reply schemas", () => {
  it("a facet is checkbox values, size types with formats, or a range", () => {
    const value = { id: "51", label: "Navy", count: 3, selected: false };
    expect(facetSchema.parse({ id: "color", label: "Colour", type: "CHECKBOX", values: [value] }).type).toBe("CHECKBOX");
    expect(facetSchema.parse({ id: "size", label: "Size", type: "SIZE", sizeTypes: [{ id: "tops", label: "Tops", formats: [{ id: "INT", label: "INT", values: [value] }] }] }).type).toBe("SIZE");
    expect(facetSchema.parse({ id: "price", label: "Price", type: "RANGE", min: 10, max: 200, minSelected: null, maxSelected: null }).type).toBe("RANGE");
    expect(facetSchema.safeParse({ id: "price", label: "Price", type: "RANGE", values: [value] }).success).toBe(false);
  });

  it("a page reply may leave out the parts not asked for", () => {
    expect(pageReplySchema.parse({ seo: { pageHeading: "New in" } })).toEqual({ seo: { pageHeading: "New in" } });
  });
});
