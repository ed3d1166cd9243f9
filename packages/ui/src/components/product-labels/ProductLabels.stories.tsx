import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { placeholderImage } from "../../fixtures/images";
import { ProductLabels } from "./ProductLabels";
import { FOUR_CORNERS, LABEL_FIXTURES } from "../../fixtures/product-labels";

const meta = {
  title: "Product/Product labels",
  component: ProductLabels,
  args: { labels: FOUR_CORNERS },
  // Labels overlay an image: the story gives them a positioned 4:5 box.
  decorators: [
    (Story) => (
      <div style={{ position: "relative", width: 280, aspectRatio: "4 / 5", margin: 16 }}>
        <img src={placeholderImage("#f5f3ef")} alt="" style={{ width: "100%", height: "100%", display: "block" }} />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductLabels>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where a label sits inside the box: "top-left", "bottom-right", … */
function cornerOf(label: HTMLElement, box: HTMLElement): string {
  const l = label.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  const vertical = l.top - b.top < b.bottom - l.bottom ? "top" : "bottom";
  const horizontal = l.left - b.left < b.right - l.right ? "left" : "right";
  return `${vertical}-${horizontal}`;
}

export const FourCorners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvasElement.querySelector<HTMLElement>(".shop-product-labels")!;
    // presentation-content.md §4: 0 top-left, 2 top-right, 6 bottom-left, 8 bottom-right.
    await expect(cornerOf(canvas.getByText("New"), box)).toBe("top-left");
    await expect(cornerOf(canvas.getByText("Sale"), box)).toBe("top-right");
    await expect(cornerOf(canvas.getByText("Eco"), box)).toBe("bottom-left");
    await expect(cornerOf(canvas.getByText("Online only"), box)).toBe("bottom-right");
  },
};

export const UnknownPositionGoesTopLeft: Story = {
  args: { labels: [LABEL_FIXTURES.unknownPosition] },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>(".shop-product-labels")!;
    await expect(cornerOf(within(canvasElement).getByText("Limited"), box)).toBe("top-left");
  },
};

export const OnePerCornerByDefault: Story = {
  args: { labels: [LABEL_FIXTURES.newTopLeft, LABEL_FIXTURES.secondTopLeft, LABEL_FIXTURES.unknownPosition] },
  play: async ({ canvasElement }) => {
    // §9 "Labels: at most 1 per corner by default".
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(1);
  },
};

export const StackedWhenAllowed: Story = {
  args: { labels: [LABEL_FIXTURES.newTopLeft, LABEL_FIXTURES.secondTopLeft, LABEL_FIXTURES.unknownPosition, LABEL_FIXTURES.onlineBottomRight], maxPerCorner: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(4);
  },
};

export const ProductPageLabels: Story = {
  args: { labels: [LABEL_FIXTURES.saleTopRight, LABEL_FIXTURES.productPageOnly], type: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Free shipping")).toBeVisible();
    await expect(canvas.queryByText("Sale")).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    labels: [
      { ...LABEL_FIXTURES.newTopLeft, label_text: "Sustainably produced organic cotton" },
      { ...LABEL_FIXTURES.saleTopRight, label_text: "End of season sale, extra 20% at checkout" },
    ],
  },
};

export const Empty: Story = {
  args: { labels: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".shop-product-labels")).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile320" } } };
