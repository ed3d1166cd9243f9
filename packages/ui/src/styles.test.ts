import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = import.meta.dirname;
const imports = [...readFileSync(join(root, "styles.css"), "utf8").matchAll(/@import\s+"\.\/([^"]+)"/g)].map((match) => match[1]);

describe("styles.css (the stylesheet consumers import)", () => {
  it("imports the tokens first and every CSS file of the package", () => {
    const cssFiles = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".css") && file !== "styles.css");
    expect(imports[0]).toBe("tokens/tokens.css");
    expect([...imports].sort()).toEqual([...cssFiles].sort());
  });
});
