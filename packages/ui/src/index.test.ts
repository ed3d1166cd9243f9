import { describe, expect, it } from "vitest";
import * as api from "./index";

// Guards the public API: a change here must be deliberate (and get a changeset).
describe("@shop/ui exports", () => {
  it("exports exactly the public API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "NotificationToasts",
      "TextProvider",
      "breakpoints",
      "colors",
      "dimensions",
      "durations",
      "englishText",
      "fonts",
      "interpolate",
      "palette",
      "spacing",
      "tokenVariables",
      "useLocale",
      "useMediaQuery",
      "useReducedMotion",
      "useTranslate",
      "zIndex",
    ]);
  });
});
