import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { MESSAGES } from "@shop/i18n";
import { describe, expect, it } from "vitest";

// Every literal `t("…")` in a component must be a key of @shop/i18n, or shoppers would see
// English in nl/de/fr.
const root = join(import.meta.dirname, "..");
const sources = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".tsx") && !file.endsWith(".stories.tsx") && !file.endsWith(".test.tsx"),
);
const known = new Set<string>(MESSAGES);

describe("translated texts of @shop/ui", () => {
  const used = sources.flatMap((file) =>
    [...readFileSync(join(root, file), "utf8").matchAll(/\bt\(\s*"((?:[^"\\]|\\.)*)"/g)].map((match) => ({ file, key: match[1]! })),
  );

  it("finds the components' texts", () => {
    expect(used.length).toBeGreaterThan(0);
  });

  it("uses only keys that @shop/i18n translates", () => {
    expect(used.filter(({ key }) => !known.has(key))).toEqual([]);
  });
});
