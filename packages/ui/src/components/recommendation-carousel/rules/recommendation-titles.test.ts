import { MESSAGES } from "@shop/i18n";
import { describe, expect, it } from "vitest";
import { RECOMMENDATION_LIMIT, RECOMMENDATION_TITLES } from "./recommendation-titles";

describe("recommendation lists (presentation-content.md §3 algorithms, §9 limit 8)", () => {
  it("limits a list to 8", () => {
    expect(RECOMMENDATION_LIMIT).toBe(8);
  });

  it.each(Object.entries(RECOMMENDATION_TITLES))("titles %s with a catalogued message", (_algorithm, title) => {
    expect(MESSAGES).toContain(title);
  });
});
