import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { Release, Story, StoryContent } from "@shop/cms";
import { one, type Queryable } from "../db/database";

/** Which version of a story to read: the published one, the draft, or a release's (its draft when the release has none). */
export type StoryVersion = { kind: "published" } | { kind: "draft" } | { kind: "release"; releaseId: number };
export const PUBLISHED: StoryVersion = { kind: "published" };
export const DRAFT: StoryVersion = { kind: "draft" };

interface StoryRow {
  id: number;
  uuid: string;
  store_code: string;
  created_at: Date | string;
  draft_name: string;
  draft_full_slug: string;
  draft_content: StoryContent;
  published_name: string | null;
  published_full_slug: string | null;
  published_content: StoryContent | null;
  published_at: Date | string | null;
  first_published_at: Date | string | null;
  release_name?: string | null;
  release_full_slug?: string | null;
  release_content?: StoryContent | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const lastSegment = (fullSlug: string) => fullSlug.slice(fullSlug.lastIndexOf("/") + 1);

/** The row's story in `version`; undefined when that version does not exist (never published). */
function storyOfRow(row: StoryRow, version: StoryVersion): Story | undefined {
  let name = row.draft_name;
  let fullSlug = row.draft_full_slug;
  let content = row.draft_content;
  if (version.kind === "published") {
    if (row.published_content === null || row.published_full_slug === null || row.published_name === null) return undefined;
    [name, fullSlug, content] = [row.published_name, row.published_full_slug, row.published_content];
  } else if (version.kind === "release" && row.release_content != null && row.release_full_slug != null && row.release_name != null) {
    [name, fullSlug, content] = [row.release_name, row.release_full_slug, row.release_content];
  }
  return {
    id: row.id,
    uuid: row.uuid,
    name,
    slug: lastSegment(fullSlug),
    full_slug: fullSlug,
    created_at: iso(row.created_at),
    published_at: isoOrNull(row.published_at),
    first_published_at: isoOrNull(row.first_published_at),
    content,
  };
}

const SELECT = `SELECT s.*, v.name AS release_name, v.full_slug AS release_full_slug, v.content AS release_content
  FROM content_story s LEFT JOIN content_release_version v ON v.story_id = s.id AND v.release_id = $1`;

const releaseIdOf = (version: StoryVersion) => (version.kind === "release" ? version.releaseId : 0);

export type StoryKey = { id: number } | { uuid: string } | { fullSlug: string };

/** One story by id, uuid or full slug, in `version` (the full slug is looked up in that version). */
export async function findStory(db: Queryable, key: StoryKey, version: StoryVersion): Promise<Story | undefined> {
  const releaseId = releaseIdOf(version);
  let where: string;
  let value: string | number;
  if ("id" in key) [where, value] = ["s.id = $2", key.id];
  else if ("uuid" in key) [where, value] = ["s.uuid = $2", key.uuid];
  else if (version.kind === "published") [where, value] = ["s.published_full_slug = $2", key.fullSlug];
  else if (version.kind === "draft") [where, value] = ["s.draft_full_slug = $2", key.fullSlug];
  else [where, value] = ["COALESCE(v.full_slug, s.draft_full_slug) = $2", key.fullSlug];
  const [row] = await db.query<StoryRow>(`${SELECT} WHERE ${where}`, [releaseId, value]);
  return row === undefined ? undefined : storyOfRow(row, version);
}

/** Stories by uuid in `version` (the theme's relations), keyed by uuid. */
export async function storiesByUuid(db: Queryable, uuids: string[], version: StoryVersion): Promise<Map<string, Story>> {
  if (uuids.length === 0) return new Map();
  const rows = await db.query<StoryRow>(`${SELECT} WHERE s.uuid = ANY($2::text[])`, [releaseIdOf(version), uuids]);
  const stories = new Map<string, Story>();
  for (const row of rows) {
    const story = storyOfRow(row, version);
    if (story !== undefined) stories.set(story.uuid, story);
  }
  return stories;
}

/** The draft stories of the editor's list, optionally of one store view and under a slug prefix. */
export async function listDraftStories(db: Queryable, filter: { storeCode?: string | undefined; startsWith?: string | undefined }): Promise<Story[]> {
  const rows = await db.query<StoryRow>(
    `${SELECT} WHERE ($2::text IS NULL OR s.store_code = $2) AND ($3::text IS NULL OR s.draft_full_slug LIKE $3 || '%') ORDER BY s.draft_full_slug LIMIT 1000`,
    [0, filter.storeCode ?? null, filter.startsWith ?? null],
  );
  return rows.flatMap((row) => storyOfRow(row, DRAFT) ?? []);
}

/**
 * A page of published blog articles under `{storeCode}/{slug}/`, newest first (first published,
 * then id), and how many there are (presentation-content.md §7 Blog).
 */
export async function blogPage(db: Queryable, input: { storeCode: string; slug: string; size: number; offset: number }): Promise<{ stories: Story[]; total: number }> {
  const prefix = `${input.storeCode}/${input.slug}/`;
  const where = "s.store_code = $2 AND s.published_content->>'component' = 'blog_article' AND starts_with(s.published_full_slug, $3)";
  const rows = await db.query<StoryRow>(`${SELECT} WHERE ${where} ORDER BY s.first_published_at DESC, s.id DESC LIMIT $4 OFFSET $5`, [0, input.storeCode, prefix, input.size, input.offset]);
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::integer AS total FROM content_story s WHERE ${where.replaceAll("$2", "$1").replaceAll("$3", "$2")}`, [input.storeCode, prefix]);
  return { stories: rows.flatMap((row) => storyOfRow(row, PUBLISHED) ?? []), total: count?.total ?? 0 };
}

export interface SavedDraft {
  story: Story;
  /** The draft's full slug before this save (the same for a new story). */
  previousFullSlug: string;
  /** Whether name and content are as before (only the slug may have changed). */
  sameContent: boolean;
}

/** Creates a story with its draft; `uuid` and `now` fixed by the seed, random and the clock's otherwise. */
export async function createStory(db: Queryable, input: { storeCode: string; name: string; fullSlug: string; content: StoryContent; uuid?: string; now: Date }): Promise<Story> {
  const row = one(
    await db.query<{ id: number }>(
      `INSERT INTO content_story (uuid, store_code, created_at, draft_name, draft_full_slug, draft_content, draft_updated_at) VALUES ($1, $2, $3, $4, $5, $6, $3) RETURNING id`,
      [input.uuid ?? randomUUID(), input.storeCode, input.now, input.name, input.fullSlug, JSON.stringify(input.content)],
    ),
    "new story",
  );
  const story = await findStory(db, { id: row.id }, DRAFT);
  if (story === undefined) throw new Error(`story ${row.id} vanished`);
  return story;
}

/** Saves the draft of story `id` (or its version in a release); undefined when there is no such story. */
export async function saveDraft(db: Queryable, id: number, input: { name: string; fullSlug: string; content: StoryContent; releaseId?: number | undefined; now: Date }): Promise<SavedDraft | undefined> {
  const version: StoryVersion = input.releaseId === undefined ? DRAFT : { kind: "release", releaseId: input.releaseId };
  const before = await findStory(db, { id }, version);
  if (before === undefined) return undefined;
  if (input.releaseId === undefined) {
    await db.query("UPDATE content_story SET draft_name = $2, draft_full_slug = $3, draft_content = $4, draft_updated_at = $5 WHERE id = $1", [id, input.name, input.fullSlug, JSON.stringify(input.content), input.now]);
  } else {
    await db.query(
      `INSERT INTO content_release_version (release_id, story_id, name, full_slug, content, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (release_id, story_id) DO UPDATE SET name = EXCLUDED.name, full_slug = EXCLUDED.full_slug, content = EXCLUDED.content, updated_at = EXCLUDED.updated_at`,
      [input.releaseId, id, input.name, input.fullSlug, JSON.stringify(input.content), input.now],
    );
  }
  const story = await findStory(db, { id }, version);
  if (story === undefined) throw new Error(`story ${id} vanished`);
  return { story, previousFullSlug: before.full_slug, sameContent: before.name === story.name && isDeepStrictEqual(before.content, story.content) };
}

/** Publishes story `id`'s draft; the published version before (undefined when it was never published) and after. */
export async function publishDraft(db: Queryable, id: number, now: Date): Promise<{ before: Story | undefined; after: Story } | undefined> {
  const before = await findStory(db, { id }, PUBLISHED);
  const updated = await db.query(
    `UPDATE content_story SET published_name = draft_name, published_full_slug = draft_full_slug, published_content = draft_content,
       published_at = $2, first_published_at = COALESCE(first_published_at, $2) WHERE id = $1 RETURNING id`,
    [id, now],
  );
  if (updated.length === 0) return undefined;
  const after = await findStory(db, { id }, PUBLISHED);
  if (after === undefined) throw new Error(`story ${id} vanished`);
  return { before, after };
}

export async function createRelease(db: Queryable, name: string): Promise<Release> {
  return one(await db.query<Release>("INSERT INTO content_release (name) VALUES ($1) RETURNING id, name, published_at", [name]), "new release");
}

export async function releaseExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query("SELECT 1 FROM content_release WHERE id = $1", [id])).length > 0;
}

/**
 * Publishes a release: each of its versions becomes its story's draft and published version.
 * Returns the stories' ids; undefined when there is no such release.
 */
export async function publishRelease(db: Queryable, id: number, now: Date): Promise<{ storyId: number; before: Story | undefined }[] | undefined> {
  if (!(await releaseExists(db, id))) return undefined;
  const versions = await db.query<{ story_id: number }>("SELECT story_id FROM content_release_version WHERE release_id = $1 ORDER BY story_id", [id]);
  const published: { storyId: number; before: Story | undefined }[] = [];
  for (const { story_id: storyId } of versions) {
    const before = await findStory(db, { id: storyId }, PUBLISHED);
    await db.query(
      `UPDATE content_story s SET draft_name = v.name, draft_full_slug = v.full_slug, draft_content = v.content, draft_updated_at = $3,
         published_name = v.name, published_full_slug = v.full_slug, published_content = v.content, published_at = $3,
         first_published_at = COALESCE(s.first_published_at, $3)
       FROM content_release_version v WHERE v.release_id = $1 AND v.story_id = $2 AND s.id = v.story_id`,
      [id, storyId, now],
    );
    published.push({ storyId, before });
  }
  await db.query("UPDATE content_release SET published_at = $2 WHERE id = $1", [id, now]);
  return published;
}
