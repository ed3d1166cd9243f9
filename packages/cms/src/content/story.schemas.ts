import { z } from "zod";
import { bodySchema, componentUidSchema } from "./blocks.schemas";
import { contentLinkSchema, imageAssetSchema, storyUuidSchema } from "./link.schemas";
import { plainTextSchema } from "./safe-text";
import { footerContentSchema, headerContentSchema, menuContentSchema, searchContentSchema, uspBarContentSchema } from "./theme.schemas";

/** A story's full slug: lower-case segments joined by "/", the store code first ("nl/home", "en/blog/linen-guide"). */
export const fullSlugSchema = z
  .string()
  .max(300)
  .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, "must be lower-case segments (a-z, 0-9, -) joined by /");

const seo = {
  seoTitle: plainTextSchema.max(200).optional(),
  seoDescription: plainTextSchema.max(500).optional(),
};

/** A content page (§4: a story whose component is page becomes the current page): CMS pages, home, lookbook, store locator. */
export const pageContentSchema = z.strictObject({
  component: z.literal("page"),
  _uid: componentUidSchema,
  title: plainTextSchema.min(1).max(200),
  ...seo,
  body: bodySchema,
});

/** The blog overview page (/blog, §2 Blog page): title, hero (desktop and mobile asset), body blocks. */
export const blogContentSchema = z.strictObject({
  component: z.literal("blog"),
  _uid: componentUidSchema,
  /** Absent: the client shows 'The Journal.'. */
  title: plainTextSchema.max(200).optional(),
  desktopAsset: imageAssetSchema.optional(),
  mobileAsset: imageAssetSchema.optional(),
  ...seo,
  body: bodySchema,
});

/**
 * A blog article (§3 "Blog article (story)"): title, card image, card link (else the story's
 * full slug), SEO title and description, desktop and mobile asset, body blocks.
 */
export const blogArticleContentSchema = z.strictObject({
  component: z.literal("blog_article"),
  _uid: componentUidSchema,
  title: plainTextSchema.min(1).max(200),
  intro: plainTextSchema.max(1000).optional(),
  author: plainTextSchema.max(120).optional(),
  cardImage: imageAssetSchema,
  cardLink: contentLinkSchema.optional(),
  ...seo,
  desktopAsset: imageAssetSchema,
  mobileAsset: imageAssetSchema,
  body: bodySchema,
});

const storyFields = {
  id: z.number().int().positive(),
  uuid: storyUuidSchema,
  name: plainTextSchema.min(1).max(200),
  /** The last segment of full_slug. */
  slug: z.string().min(1),
  full_slug: fullSlugSchema,
  created_at: z.iso.datetime({ offset: true }),
  /** When this version was last published; null for a draft never published. */
  published_at: z.iso.datetime({ offset: true }).nullable(),
  first_published_at: z.iso.datetime({ offset: true }).nullable(),
};

/** A story (§3 Story) whose content fits `content`. */
export function storyOf<Content extends z.ZodType>(content: Content) {
  return z.strictObject({ ...storyFields, content });
}

export const headerStorySchema = storyOf(headerContentSchema);
export const footerStorySchema = storyOf(footerContentSchema);
export const menuStorySchema = storyOf(menuContentSchema);
export const uspBarStorySchema = storyOf(uspBarContentSchema);
export const searchStorySchema = storyOf(searchContentSchema);

/** A relation of the theme: the related story's uuid, or the story itself once resolved. */
const relation = <Story extends z.ZodType>(story: Story) => z.union([storyUuidSchema, story]);

/** The theme story's content as stored: relations to the header, footer, menu, usp bar and search stories. */
export const themeContentSchema = z.strictObject({
  component: z.literal("theme"),
  _uid: componentUidSchema,
  header: relation(headerStorySchema),
  footer: relation(footerStorySchema),
  menu: relation(menuStorySchema),
  uspBar: relation(uspBarStorySchema),
  search: relation(searchStorySchema),
});

/** Any story's content, by its component. */
export const storyContentSchema = z.discriminatedUnion("component", [
  pageContentSchema,
  blogContentSchema,
  blogArticleContentSchema,
  themeContentSchema,
  headerContentSchema,
  footerContentSchema,
  menuContentSchema,
  uspBarContentSchema,
  searchContentSchema,
]);
export type StoryContent = z.infer<typeof storyContentSchema>;

/** A story of any component (GET story/{slug}, cdn/stories/{id}, get-by-uuid). */
export const storySchema = storyOf(storyContentSchema);
export type Story = z.infer<typeof storySchema>;

export const pageStorySchema = storyOf(pageContentSchema);
export type PageStory = z.infer<typeof pageStorySchema>;
export const blogArticleStorySchema = storyOf(blogArticleContentSchema);
export type BlogArticleStory = z.infer<typeof blogArticleStorySchema>;

/**
 * The theme with its relations resolved (GET story/{storeCode}/config/theme; cdn/stories/{id}
 * with resolve_relations theme.header,theme.footer,theme.menu,theme.uspBar,theme.search).
 */
export const themeStorySchema = storyOf(
  z.strictObject({
    component: z.literal("theme"),
    _uid: componentUidSchema,
    header: headerStorySchema,
    footer: footerStorySchema,
    menu: menuStorySchema,
    uspBar: uspBarStorySchema,
    search: searchStorySchema,
  }),
);
export type ThemeStory = z.infer<typeof themeStorySchema>;

/** The relations the theme resolves (§7 Content service). */
export const THEME_RELATIONS = ["theme.header", "theme.footer", "theme.menu", "theme.uspBar", "theme.search"] as const;

export type PageContent = z.infer<typeof pageContentSchema>;
export type BlogContent = z.infer<typeof blogContentSchema>;
export type BlogArticleContent = z.infer<typeof blogArticleContentSchema>;
export type ThemeContent = z.infer<typeof themeContentSchema>;
