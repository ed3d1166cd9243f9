import { describe, expect, it } from "vitest";
import { serviceLocaleOf, touchpointOf } from "./locale";

describe("serviceLocaleOf (presentation-content.md §7: en-US mapped to en-GB)", () => {
  it.each([
    ["en-US", "en-GB"],
    ["en-GB", "en-GB"],
    ["nl-NL", "nl-NL"],
    ["de-DE", "de-DE"],
    ["fr-FR", "fr-FR"],
  ])("%s → %s", (locale, expected) => {
    expect(serviceLocaleOf(locale)).toBe(expected);
  });
});

describe("touchpointOf (§7: mobile at viewport width 1024 or less)", () => {
  it.each([
    [375, "mobile"],
    [1024, "mobile"],
    [1025, "desktop"],
    [1440, "desktop"],
  ] as const)("%i px → %s", (width, expected) => {
    expect(touchpointOf(width)).toBe(expected);
  });
});
