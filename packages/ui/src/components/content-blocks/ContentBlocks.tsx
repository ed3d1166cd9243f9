import { cx } from "../../internal/cx";
import { BlockList } from "./BlockList";
import { ContentOptionsProvider, type ContentOptions } from "./content-context";
import type { ContentBlock } from "./content-types";

export interface ContentBlocksProps extends ContentOptions {
  blocks: readonly ContentBlock[];
  className?: string;
}

/**
 * The body blocks of a content story (presentation-content.md §3): hero (desktop and mobile
 * asset), category tiles, product carousel (products from the app, by sku), text (rich
 * text) and image (§9 srcset widths), in the editor's order. An unknown block renders
 * nothing and is reported through `onUnknown` (a console warning in development).
 */
export function ContentBlocks({ blocks, className, ...options }: ContentBlocksProps) {
  return (
    <ContentOptionsProvider options={options}>
      <div className={cx("shop-content", className)}>{Array.isArray(blocks) ? <BlockList blocks={blocks} /> : null}</div>
    </ContentOptionsProvider>
  );
}
