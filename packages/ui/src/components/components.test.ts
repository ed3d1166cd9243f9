import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The package's entry layout (README "Conventions"): every component folder is an entry with
// stories, and every public entry is re-exported from src/index.ts.
const root = import.meta.dirname;
const folders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicIndex = readFileSync(join(root, "..", "index.ts"), "utf8");

describe.each(folders)("component folder %s", (folder) => {
  const files = readdirSync(join(root, folder));

  it("is an entry (index.ts) re-exported by src/index.ts", () => {
    expect(existsSync(join(root, folder, "index.ts"))).toBe(true);
    expect(publicIndex).toContain(`"./components/${folder}/index"`);
  });

  it("has stories", () => {
    expect(files.some((file) => file.endsWith(".stories.tsx"))).toBe(true);
  });
});
