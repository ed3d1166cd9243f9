import type { ReactNode } from "react";
import { cx } from "../../internal/cx";
import { ContentOptionsProvider, type ContentOptions } from "./content-context";
import type { RichTextNode } from "./content-types";
import { ContentLink } from "./ContentLink";
import { BlockList } from "./BlockList";
import { Skipped } from "./Skipped";

/** Nodes that wrap their children in one element. */
const TAGS = { bold: "strong", italic: "em", underline: "u", strike: "s", code: "code", paragraph: "p", quote: "blockquote", listItem: "li" } as const;

/** Only these fields of a node are read, so nothing else a node carries (an `onerror`, `style`, `dangerouslySetInnerHTML`) reaches an element. */
function childrenOf(node: { children?: unknown }): readonly RichTextNode[] {
  return Array.isArray(node.children) ? (node.children as readonly RichTextNode[]) : [];
}

function headingLevel(level: unknown): 2 | 3 | 4 | 5 | 6 {
  const value = typeof level === "number" && Number.isFinite(level) ? Math.round(level) : 2;
  return Math.min(6, Math.max(2, value)) as 2 | 3 | 4 | 5 | 6;
}

function renderNodes(nodes: readonly RichTextNode[]): ReactNode {
  return nodes.map((node, index) => <RichTextNodeView key={index} node={node} />);
}

/** One node of the tree as a React element: text is text (React escapes it), never HTML. */
function RichTextNodeView({ node }: { node: RichTextNode }): ReactNode {
  if (typeof node !== "object" || node === null) return null;
  switch (node.type) {
    case "text":
      return typeof node.text === "string" ? node.text : null;
    case "bold":
    case "italic":
    case "underline":
    case "strike":
    case "code":
    case "paragraph":
    case "quote":
    case "listItem": {
      const Tag = TAGS[node.type];
      return <Tag>{renderNodes(childrenOf(node))}</Tag>;
    }
    case "link":
      return <ContentLink href={node.href}>{renderNodes(childrenOf(node))}</ContentLink>;
    case "heading": {
      const Tag = `h${headingLevel(node.level)}` as const;
      return <Tag>{renderNodes(childrenOf(node))}</Tag>;
    }
    case "list": {
      const Tag = node.ordered === true ? "ol" : "ul";
      // A list holds list items only: anything else is wrapped in one.
      return <Tag>{childrenOf(node).map((item, index) => (item?.type === "listItem" ? <RichTextNodeView key={index} node={item} /> : <li key={index}><RichTextNodeView node={item} /></li>))}</Tag>;
    }
    case "lineBreak":
      return <br />;
    case "rule":
      return <hr />;
    case "blocks":
      return Array.isArray(node.blocks) ? <BlockList blocks={node.blocks} /> : null;
    default: {
      const name: unknown = (node as { type?: unknown }).type;
      return <Skipped kind="node" name={typeof name === "string" ? name : typeof name} />;
    }
  }
}

export interface RichTextProps extends ContentOptions {
  nodes: readonly RichTextNode[];
  className?: string;
}

/**
 * Rich text (presentation-content.md §3 story content) rendered as React elements from a
 * structured tree: paragraphs, headings (h2–h6), lists, quotes, bold/italic/underline/strike/
 * code, line breaks, rules, links (§2 content links) and embedded blocks. No HTML string is
 * ever injected; an unknown node renders nothing.
 */
export function RichText({ nodes, className, ...options }: RichTextProps) {
  return (
    <ContentOptionsProvider options={options}>
      <div className={cx("shop-rich-text", className)}>{Array.isArray(nodes) ? renderNodes(nodes) : null}</div>
    </ContentOptionsProvider>
  );
}

/** Rich text inside a block, with the options of the renderer around it. */
export function RichTextBody({ nodes, className }: { nodes: readonly RichTextNode[]; className?: string }) {
  return <div className={cx("shop-rich-text", className)}>{Array.isArray(nodes) ? renderNodes(nodes) : null}</div>;
}
