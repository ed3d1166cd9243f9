// Every @shop/ui story (every file, every export) in every language and on phone and desktop,
// unless the story pins them: rendered to HTML by react-dom/server in Node, hydrated here in
// Chromium with the same story and globals. Any hydration problem fails the story's test.
import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { VIEWPORTS } from "../.storybook/viewports";
import { hydrateStory } from "./hydrate-story";
import { storyCells, type StoryModule, type ViewportName } from "./story-cells";

const modules = import.meta.glob<StoryModule>("../../../packages/*/src/**/*.stories.tsx", { eager: true });
const files = Object.keys(modules).sort();

let viewport: ViewportName | undefined;
/** Sizes the page like Storybook's viewport global, before the server HTML goes in. */
async function showAt(name: ViewportName): Promise<void> {
  if (name === viewport) return;
  const { width, height } = VIEWPORTS[name].styles;
  await page.viewport(Number.parseInt(width, 10), Number.parseInt(height, 10));
  viewport = name;
}

// By viewport, so the page is resized once per viewport and file, not once per story.
const cellsByFile = files.map((file) => storyCells(file, modules[file]!).sort((a, b) => a.viewport.localeCompare(b.viewport)));
const storyCount = new Set(cellsByFile.flat().map((cell) => `${cell.file}#${cell.exportName}`)).size;

it(`finds ${storyCount} stories in ${files.length} files, checked in ${cellsByFile.flat().length} language and viewport combinations`, () => {
  expect(storyCount).toBeGreaterThan(0);
});

for (const [index, file] of files.entries()) {
  const module = modules[file]!;
  const cells = cellsByFile[index]!;
  describe(module.default.title ?? file, () => {
    for (const cell of cells) {
      it(cell.name, async () => {
        await showAt(cell.viewport);
        expect(await hydrateStory(cell.file, module, cell.exportName, cell.globals)).toEqual([]);
      });
    }
  });
}
