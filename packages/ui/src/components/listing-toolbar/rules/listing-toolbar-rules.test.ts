import { LABEL_MESSAGES, MESSAGES } from "@shop/i18n";
import { describe, expect, it } from "vitest";
import { resultCountMessage } from "./result-count";
import { SORT_OPTIONS } from "./sort-options";

describe("SORT_OPTIONS (commerce-core.md §9 sort options)", () => {
  it("are the spec's five, in its order, each a catalogued label", () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual(["Latest", "Price low to high", "Price high to low", "Recommended", "New"]);
    for (const option of SORT_OPTIONS) expect(LABEL_MESSAGES).toContain(option.label);
  });
});

describe("resultCountMessage", () => {
  it.each([
    [0, { key: "{{count}} products", values: { count: 0 } }],
    [1, { key: "1 product" }],
    [2, { key: "{{count}} products", values: { count: 2 } }],
    [1234, { key: "{{count}} products", values: { count: 1234 } }],
  ])("%i → %j", (count, message) => {
    expect(resultCountMessage(count)).toEqual(message);
    expect(MESSAGES).toContain(message.key);
  });
});
