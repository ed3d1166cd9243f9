import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { breakpoints, dimensions, durations, palette, tokenVariables } from "./tokens";

const here = import.meta.dirname;
const css = readFileSync(join(here, "tokens.css"), "utf8");

function declarations(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/(--shop-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]));
}

const [rootBlock = "", reducedBlock = ""] = css.split("@media (prefers-reduced-motion: reduce)");

describe("design tokens (presentation-content.md §9)", () => {
  it("tokens.css declares exactly the tokens of tokens.ts with the same values", () => {
    expect(declarations(rootBlock)).toEqual(tokenVariables());
  });

  it("has every palette name of §9", () => {
    const hues = ["green", "gray", "light", "pink", "yellow", "blue"];
    expect(Object.keys(palette).sort()).toEqual(
      ["primary", "secondary", "white", "black", "accent", ...hues.flatMap((hue) => [`primary-${hue}`, `secondary-${hue}`])].sort(),
    );
  });

  it.each([
    ["desktop breakpoint", breakpoints.desktop, 1024],
    ["menu breakpoints", breakpoints.menuWide, 1200],
    ["menu breakpoints", breakpoints.menuWidest, 1280],
    ["header height", dimensions["header-height"], 80],
    ["header minimum height", dimensions["header-height-min"], 70],
    ["mobile header", dimensions["mobile-header-height"], 48],
    ["notification width", dimensions["notification-width"], 370],
    ["sidebar width", dimensions["sidebar-width"], 550],
    ["mini cart aside", dimensions["minicart-aside-width"], 700],
    ["modal close delay", durations["modal-close"], 400],
    ["usp animation", durations["usp-animation"], 300],
  ])("%s is %i", (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it("drops every animation duration to 0 under prefers-reduced-motion", () => {
    const reduced = declarations(reducedBlock);
    expect(Object.keys(reduced).sort()).toEqual(Object.keys(durations).map((name) => `--shop-duration-${name}`).sort());
    expect(new Set(Object.values(reduced))).toEqual(new Set(["0ms"]));
  });
});

describe("component CSS", () => {
  const root = join(here, "..");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".css") && !file.startsWith("tokens"));
  const allowedWidths = new Set(Object.values(breakpoints).flatMap((px) => [`${px}px`, `${px - 1}px`]));

  it.each(files)("%s: media queries use only the 1024/1200/1280 breakpoints", (file) => {
    const widths = [...readFileSync(join(root, file), "utf8").matchAll(/\((?:min|max)-width:\s*([\d.]+px)\)/g)].map((match) => match[1]!);
    expect(widths.filter((width) => !allowedWidths.has(width))).toEqual([]);
  });

  it.each(files.filter((file) => file.startsWith("components")))("%s: animates only with the duration tokens", (file) => {
    const text = readFileSync(join(root, file), "utf8");
    // Raw times would ignore prefers-reduced-motion.
    expect(text.match(/(?:transition|animation)[^;]*\b\d+m?s\b/g) ?? []).toEqual([]);
  });
});
