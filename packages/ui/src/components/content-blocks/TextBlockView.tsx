import type { TextBlock } from "./content-types";
import { RichTextBody } from "./RichText";

/** A text block: rich text in a readable column. */
export function TextBlockView({ block }: { block: TextBlock }) {
  return (
    <section className="shop-content-text" data-block="text">
      <RichTextBody nodes={block.body} />
    </section>
  );
}
