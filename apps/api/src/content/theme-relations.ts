import type { Story, ThemeContent } from "@shop/cms";
import type { Queryable } from "../db/database";
import { storiesByUuid, type StoryVersion } from "./story-store";

/** The theme's relation fields and the component each related story has. */
const RELATIONS = { header: "header", footer: "footer", menu: "menu", uspBar: "usp_bar", search: "search" } as const;
type RelationField = keyof typeof RELATIONS;

/**
 * The story with the theme relations named in `relations` (`theme.header`…; all when omitted)
 * replaced by the related stories in the same version (§7 "The theme draft also resolves
 * relations theme.header, theme.footer, theme.menu, theme.uspBar, theme.search"). A relation
 * to a story that does not exist in that version, or has another component, stays a uuid.
 */
export async function resolveThemeRelations(db: Queryable, story: Story, version: StoryVersion, relations?: readonly string[]): Promise<Story> {
  if (story.content.component !== "theme") return story;
  const content: ThemeContent = { ...story.content };
  const fields = (Object.keys(RELATIONS) as RelationField[]).filter((field) => relations === undefined || relations.includes(`theme.${field}`));
  const uuids = fields.flatMap((field) => {
    const value = content[field];
    return typeof value === "string" ? [value] : [];
  });
  const related = await storiesByUuid(db, uuids, version);
  for (const field of fields) {
    const value = content[field];
    const found = typeof value === "string" ? related.get(value) : undefined;
    // Checked by component: the field's schema takes only a story of its kind.
    if (found !== undefined && found.content.component === RELATIONS[field]) (content as Record<RelationField, unknown>)[field] = found;
  }
  return { ...story, content };
}
