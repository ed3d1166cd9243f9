import type { ContentBlock as StoryBlock, ContentLink, RichText, RichTextBlock, RichTextInline } from "@shop/cms";
import type { ContentBlock, RichTextNode } from "@shop/ui";

/** Where a content link goes: the app resolves it (store prefix, trailing slash; unsafe → none). */
export type HrefOf = (link: ContentLink | string | undefined) => string | undefined;

function inlineNodes(inline: readonly RichTextInline[] | undefined, hrefOf: HrefOf): RichTextNode[] {
  return (inline ?? []).map((node): RichTextNode => {
    if (node.type === "hard_break") return { type: "lineBreak" };
    let result: RichTextNode = { type: "text", text: node.text };
    // Marks wrap from the inside out; a link whose address is refused keeps its text only.
    for (const mark of node.marks ?? []) {
      if (mark.type === "link") {
        const href = hrefOf(mark.attrs.href);
        if (href !== undefined) result = { type: "link", href, children: [result] };
      } else {
        result = { type: mark.type, children: [result] };
      }
    }
    return result;
  });
}

function blockNode(block: RichTextBlock, hrefOf: HrefOf): RichTextNode {
  switch (block.type) {
    case "paragraph":
      return { type: "paragraph", children: inlineNodes(block.content, hrefOf) };
    case "heading":
      return { type: "heading", level: block.attrs.level, children: inlineNodes(block.content, hrefOf) };
    case "bullet_list":
    case "ordered_list":
      return {
        type: "list",
        ordered: block.type === "ordered_list",
        children: block.content.map((item) => ({ type: "listItem", children: item.content.map((child) => blockNode(child, hrefOf)) })),
      };
    case "blockquote":
      return { type: "quote", children: block.content.map((child) => blockNode(child, hrefOf)) };
    case "horizontal_rule":
      return { type: "rule" };
  }
}

/** A rich text field (the content service's document) as @shop/ui's rich text nodes. */
export function richTextNodesOf(text: RichText, hrefOf: HrefOf): RichTextNode[] {
  return text.content.map((block) => blockNode(block, hrefOf));
}

/**
 * A story's body blocks (@shop/cms wire shape) as @shop/ui's content blocks. The blocks with
 * pages of their own (shop the look, store locator) are rendered by their routes, so they are
 * left out here.
 */
export function contentBlocksOf(body: readonly StoryBlock[], hrefOf: HrefOf): ContentBlock[] {
  return body.flatMap((block): ContentBlock[] => {
    switch (block.component) {
      case "hero": {
        const buttonHref = hrefOf(block.link);
        return [
          {
            component: "hero",
            id: block._uid,
            title: block.title,
            desktopAsset: block.desktopAsset,
            mobileAsset: block.mobileAsset,
            ...(block.subtitle !== undefined && { subtitle: block.subtitle }),
            ...(block.buttonText !== undefined && { buttonText: block.buttonText }),
            ...(buttonHref !== undefined && { buttonHref }),
          },
        ];
      }
      case "category_tiles":
        return [
          {
            component: "categoryTiles",
            id: block._uid,
            ...(block.title !== undefined && { title: block.title }),
            tiles: block.tiles.flatMap((tile) => {
              const href = hrefOf(tile.link);
              return href === undefined ? [] : [{ title: tile.title, href, image: tile.asset }];
            }),
          },
        ];
      case "product_carousel":
        return [{ component: "productCarousel", id: block._uid, title: block.title, skus: block.skus.slice(0, block.limit ?? block.skus.length) }];
      case "text":
        return [{ component: "text", id: block._uid, body: richTextNodesOf(block.text, hrefOf) }];
      case "image": {
        const href = hrefOf(block.link);
        return [{ component: "image", id: block._uid, image: block.asset, ...(block.caption !== undefined && { caption: block.caption }), ...(href !== undefined && { href }) }];
      }
      case "shop_the_look":
      case "store_locator":
        return [];
    }
  });
}
