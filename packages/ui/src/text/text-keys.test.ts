import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { MESSAGES } from "@shop/i18n";
import { describe, expect, it } from "vitest";

// Every literal `t("…")` in a component, and every literal key handed to a component that
// translates it (`label`, `placeholder`, `hint` of TextField/CheckboxField, as a JSX attribute
// or an object field), must be a key of @shop/i18n, or shoppers would see English in nl/de/fr.
const root = join(import.meta.dirname, "..");
const sources = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".tsx") && !file.endsWith(".stories.tsx") && !file.endsWith(".test.tsx"),
);
const known = new Set<string>(MESSAGES);

describe("translated texts of @shop/ui", () => {
  const used = sources.flatMap((file) =>
    [...readFileSync(join(root, file), "utf8").matchAll(/(?:\bt\(\s*|(?<![-\w])(?:label|placeholder|hint)(?:=|:\s*))"((?:[^"\\]|\\.)*)"/g)].map((match) => ({ file, key: match[1]! })),
  );

  it("finds the components' texts, including keys passed as field labels", () => {
    expect(used.length).toBeGreaterThan(0);
    expect(used).toContainEqual({ file: join("components", "change-password-sidebar", "ChangePasswordSidebar.tsx"), key: "Current password" });
    expect(used).toContainEqual({ file: join("components", "newsletter-form", "NewsletterForm.tsx"), key: "E-mail address" });
  });

  it("uses only keys that @shop/i18n translates", () => {
    expect(used.filter(({ key }) => !known.has(key))).toEqual([]);
  });
});
