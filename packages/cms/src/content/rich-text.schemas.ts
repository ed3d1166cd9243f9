import { z } from "zod";
import { storyUuidSchema } from "./link.schemas";
import { plainTextSchema, safeUrlSchema } from "./safe-text";

/*
 * Rich text as structured content (a ProseMirror-style document, the content service's
 * richtext field): nodes and marks of a closed list, rendered as React elements. There is no
 * HTML node and no attribute bag (unknown keys are refused), so no story can carry markup, an
 * event handler or a style.
 */

export const richTextMarkSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("bold") }),
  z.strictObject({ type: z.literal("italic") }),
  z.strictObject({ type: z.literal("underline") }),
  z.strictObject({ type: z.literal("strike") }),
  z.strictObject({ type: z.literal("code") }),
  z.strictObject({
    type: z.literal("link"),
    attrs: z.strictObject({
      /** An address (§2 Content links: http… is external, anything else an internal route). */
      href: safeUrlSchema,
      linktype: z.enum(["url", "story", "email"]).optional(),
      /** The linked story's uuid, when linktype is story. */
      uuid: storyUuidSchema.optional(),
      target: z.enum(["_blank", "_self"]).optional(),
    }),
  }),
]);
export type RichTextMark = z.infer<typeof richTextMarkSchema>;

/** Inline content of a paragraph or heading. */
export const richTextInlineSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("text"), text: plainTextSchema.min(1), marks: z.array(richTextMarkSchema).max(6).optional() }),
  z.strictObject({ type: z.literal("hard_break") }),
]);
export type RichTextInline = z.infer<typeof richTextInlineSchema>;

export type RichTextBlock =
  | { type: "paragraph"; content?: RichTextInline[] | undefined }
  | { type: "heading"; attrs: { level: 2 | 3 | 4 }; content?: RichTextInline[] | undefined }
  | { type: "bullet_list" | "ordered_list"; content: RichTextListItem[] }
  | { type: "blockquote"; content: RichTextBlock[] }
  | { type: "horizontal_rule" };
export interface RichTextListItem {
  type: "list_item";
  content: RichTextBlock[];
}

const inlineContent = z.array(richTextInlineSchema).max(500).optional();

const listItemSchema: z.ZodType<RichTextListItem> = z.strictObject({
  type: z.literal("list_item"),
  get content() {
    return z.array(richTextBlockSchema).min(1).max(20);
  },
});

/**
 * A block of rich text: paragraph, heading (levels 2–4: the page has its own h1), bullet or
 * ordered list, blockquote, horizontal rule.
 */
export const richTextBlockSchema: z.ZodType<RichTextBlock> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("paragraph"), content: inlineContent }),
    z.strictObject({ type: z.literal("heading"), attrs: z.strictObject({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }), content: inlineContent }),
    z.strictObject({ type: z.enum(["bullet_list", "ordered_list"]), content: z.array(listItemSchema).min(1).max(100) }),
    z.strictObject({ type: z.literal("blockquote"), content: z.array(richTextBlockSchema).min(1).max(50) }),
    z.strictObject({ type: z.literal("horizontal_rule") }),
  ]),
);

/** A rich text field: `{type: "doc", content: blocks}`. */
export const richTextSchema = z.strictObject({
  type: z.literal("doc"),
  content: z.array(richTextBlockSchema).max(500),
});
export type RichText = z.infer<typeof richTextSchema>;
