import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The build recovers from a broken stylesheet silently (every rule after an unclosed block is
// lost), so the app's own CSS files are checked here: blocks balanced, no merge markers.
const root = new URL("..", import.meta.url).pathname;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

describe("the storefront's stylesheets", () => {
  const files = cssFiles(root);
  it("exist", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [file.slice(root.length)]))("%s has balanced blocks and no merge markers", (file) => {
    const css = readFileSync(join(root, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    let depth = 0;
    for (const char of css) {
      if (char === "{") depth += 1;
      if (char === "}") depth -= 1;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
    expect(css).not.toMatch(/^(<{7}|={7}|>{7})/m);
  });
});
