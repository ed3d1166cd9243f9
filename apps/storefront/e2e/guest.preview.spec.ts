import { API_URL, EDITOR_TOKEN, expect, open, test } from "./support";

// Issue 20 "The preview route updates live" (presentation-content.md §2 content preview, §4
// preview mode): the editor's preview link opens the draft under the preview banner, and a draft
// saved in the editor shows on the open page without a reload.

const SERVICE = `${API_URL}/content-service/v1`;
const editor = { authorization: `Bearer ${EDITOR_TOKEN}`, "content-type": "application/json" };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface StoryInput {
  name: string;
  full_slug: string;
  content: Json;
}

/** The content with its first rich-text text node set to `text` (the page's body paragraph). */
function withFirstText(content: Json, text: string): Json {
  let done = false;
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    if (!done && node["type"] === "text" && typeof node["text"] === "string") {
      done = true;
      return { ...node, text };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
  };
  const changed = walk(content);
  if (!done) throw new Error("the story has no rich-text text to change");
  return changed;
}

test("the preview route shows the draft and updates live when the editor saves", async ({ page }) => {
  // A story of this test's own (a copy of a seeded page), so no other test meets its drafts.
  const seeded = (await (await fetch(`${API_URL}/api/ext/cms/story/nl/over-ons`)).json()) as { result: StoryInput };
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const story: StoryInput = { name: `E2E preview ${unique}`, full_slug: `nl/e2e-preview-${unique}`, content: withFirstText(seeded.result.content, `Eerste versie ${unique}`) };
  const created = await fetch(`${SERVICE}/editor/stories`, { method: "POST", headers: editor, body: JSON.stringify({ story }) });
  expect(created.status, await created.clone().text()).toBe(201);
  const storyId = ((await created.json()) as { story: { id: number } }).story.id;

  const link = await fetch(`${SERVICE}/editor/preview-link?storyId=${storyId}`, { headers: editor });
  expect(link.status).toBe(200);
  const { path } = (await link.json()) as { path: string };
  await open(page, path);
  await expect(page.getByText("Je bekijkt conceptinhoud.")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText(`Eerste versie ${unique}`);

  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => ((window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true));
  const changed = { ...story, content: withFirstText(story.content, `Tweede versie ${unique}`) };
  // The live stream may connect a moment after the page shows: a save before it is not pushed,
  // so the save is repeated (it is idempotent) until the page shows it.
  await expect(async () => {
    const saved = await fetch(`${SERVICE}/editor/stories/${storyId}`, { method: "PUT", headers: editor, body: JSON.stringify({ story: changed }) });
    expect(saved.status).toBe(200);
    await expect(main).toContainText(`Tweede versie ${unique}`, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(main).not.toContainText(`Eerste versie ${unique}`);
  expect(await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
});
