// Which story renders in which globals, composed the same way on the server (Node) and in the
// browser: both sides must build the same element tree, else the test would find mismatches
// of its own making.
import { SHOP_LOCALES } from "@shop/i18n";
import { composeStory, type Meta, type StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { isExportStory, storyNameFromExport, toId } from "storybook/internal/csf";
import type { Globals } from "storybook/internal/types";
import { VIEWPORTS } from "../.storybook/viewports";

/** A CSF module as a story file exports it. */
export interface StoryModule {
  default: Meta;
  [exportName: string]: unknown;
}

export type ViewportName = keyof typeof VIEWPORTS;

/** One story in one language at one viewport. */
export interface StoryCell {
  /** The story file as the test imported it (relative to the test file). */
  file: string;
  exportName: string;
  /** Storybook's story id plus the globals, for the test name. */
  name: string;
  globals: Globals;
  viewport: ViewportName;
}

/** A story that pins no viewport is checked on a phone and on a desktop (the server cannot tell them apart). */
export const CHECKED_VIEWPORTS = ["mobile375", "desktop"] as const satisfies readonly ViewportName[];

function isViewportName(value: unknown): value is ViewportName {
  return typeof value === "string" && value in VIEWPORTS;
}

/** The globals a story (or its meta) sets itself: those are not varied. */
function pinnedGlobals(module: StoryModule, exportName: string): Globals {
  const story = module[exportName] as StoryObj | undefined;
  return { ...module.default.globals, ...story?.globals };
}

/**
 * Every story of the module in every language and at both checked viewports, except where the
 * story pins the language or the viewport in its `globals` (then only that one).
 */
export function storyCells(file: string, module: StoryModule): StoryCell[] {
  const meta = module.default;
  if (!meta.title) throw new Error(`${file}: the hydration test needs an explicit meta title`);
  const cells: StoryCell[] = [];
  for (const exportName of Object.keys(module)) {
    if (exportName === "default" || !isExportStory(exportName, meta)) continue;
    const pinned = pinnedGlobals(module, exportName);
    const pinnedLocale: unknown = pinned["locale"];
    const locales = typeof pinnedLocale === "string" ? [pinnedLocale] : SHOP_LOCALES;
    const pinnedViewport: unknown = (pinned["viewport"] as { value?: unknown } | undefined)?.value;
    const viewports = isViewportName(pinnedViewport) ? [pinnedViewport] : CHECKED_VIEWPORTS;
    const id = toId(meta.title, storyNameFromExport(exportName));
    for (const viewport of viewports) {
      for (const locale of locales) {
        cells.push({ file, exportName, name: `${id} · ${locale} · ${viewport}`, globals: { locale, viewport: { value: viewport } }, viewport });
      }
    }
  }
  return cells;
}

/** The story as a component, with the preview's decorators (setProjectAnnotations) and the cell's globals. */
export function composeCell(module: StoryModule, exportName: string, globals: Globals): ComponentType {
  const story = module[exportName];
  if (story === undefined) throw new Error(`No story "${exportName}" in the module`);
  return composeStory(story as StoryObj, module.default, { initialGlobals: globals }, exportName);
}
