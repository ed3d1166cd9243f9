import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { cartLines, cartLinesWithStockProblems, CHINO_NAME } from "../../fixtures/cart";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import type { CartLineItem } from "./cart-line.types";
import { CartLines, type CartLinesProps } from "./CartLines";

/**
 * The cart an app keeps: a confirmed removal drops the line, a quantity becomes the line's
 * (both after `answerMs` with the line pending meanwhile) and both reach the story's spies.
 */
function CartOwner({ answerMs = 0, ...props }: CartLinesProps & { answerMs?: number }) {
  const [lines, setLines] = useState(props.lines);
  const change = (id: string, apply: (line: CartLineItem) => CartLineItem | null) => {
    const update = (next: (line: CartLineItem) => CartLineItem | null) =>
      setLines((current) => current.flatMap((line) => (line.id !== id ? [line] : (next(line) ?? []))));
    if (answerMs === 0) return update(apply);
    update((line) => ({ ...line, pending: true }));
    setTimeout(() => update((line) => apply({ ...line, pending: false })), answerMs);
  };
  return (
    <CartLines
      {...props}
      lines={lines}
      onQuantityChange={(id, qty) => {
        props.onQuantityChange(id, qty);
        change(id, (line) => ({ ...line, qty }));
      }}
      onRemove={(id) => {
        props.onRemove(id);
        change(id, () => null);
      }}
    />
  );
}

const meta = {
  title: "Cart/Cart lines",
  component: CartLines,
  render: (args) => <CartOwner {...args} />,
  args: { lines: cartLines(), onQuantityChange: fn(), onRemove: fn() },
  decorators: [padded(900)],
} satisfies Meta<typeof CartLines>;
export default meta;
type Story = StoryObj<typeof meta>;

// Testing Library's name joins the visually hidden ": name" with a space, browsers do not.
const named = (action: string, name: string) => new RegExp(`^${action} ?: ${name}$`);

export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    const chino = within(canvas.getByRole("link", { name: CHINO_NAME }).closest("li")!);
    // presentation-content.md §3: options labelled Color and Size.
    await expect(chino.getAllByRole("term").map((term) => term.textContent)).toEqual(["Color", "Size"]);
    await expect(chino.getByText("€159.90").tagName).toBe("S");
    await expect(canvas.getByText("In stock!")).toBeVisible();
  },
};

export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: named("Remove", "Oxford shirt") }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    const question = within(canvas.getByRole("group", { name: "Oxford shirt" }));
    await expect(question.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(question.getByRole("button", { name: "Cancel" }));
    await expect(canvas.queryByRole("group")).toBeNull();
    await expect(canvas.getByRole("button", { name: named("Remove", "Oxford shirt") })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: named("Remove", "Oxford shirt") }));
    await userEvent.click(within(canvas.getByRole("group")).getByRole("button", { name: "Remove" }));
    await expect(args.onRemove).toHaveBeenCalledWith("SH-1-M");
    await waitFor(() => expect(canvas.getAllByRole("listitem")).toHaveLength(2));
    // Focus went on to the next line's Remove.
    await expect(canvas.getByRole("button", { name: named("Remove", CHINO_NAME) })).toHaveFocus();
  },
};

/** Keyboard only, with a server round trip: focus stays on the line while it is being removed. */
export const RemoveByKeyboardAsync: Story = {
  render: (args) => <CartOwner {...args} answerMs={400} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: named("Remove", "Leather belt") }).focus();
    await userEvent.keyboard("{Enter}");
    const cancel = within(canvas.getByRole("group", { name: "Leather belt" })).getByRole("button", { name: "Cancel" });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(cancel).toHaveAccessibleDescription("Are you sure you want to remove this product from your cart?");
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}{Enter}");
    await expect(args.onRemove).toHaveBeenCalledWith("BE-3");
    const belt = canvas.getByRole("button", { name: named("Remove", "Leather belt") });
    await waitFor(() => expect(belt).toHaveFocus());
    await expect(belt.closest("li")).toHaveAttribute("aria-busy", "true");
    // The last line went: focus moves to the previous line's Remove.
    await waitFor(() => expect(canvas.getByRole("button", { name: named("Remove", CHINO_NAME) })).toHaveFocus());
  },
};

/** A quantity through the stepper: pending while the cart updates, then §8 'Product quantity has been updated!' is announced. */
export const QuantityUpdate: Story = {
  render: (args) => <CartOwner {...args} answerMs={400} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: named("Quantity", "Leather belt") });
    await userEvent.clear(field);
    await userEvent.type(field, "3{Enter}");
    await expect(args.onQuantityChange).toHaveBeenCalledWith("BE-3", 3);
    await expect(field.closest("li")).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Product quantity has been updated!"));
    await expect(field).toHaveValue("3");
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(1);
  },
};

/** After a stock check: the belt sold out (dimmed, 'Out of the stock!', only Remove), the chino above its stock of 3. */
export const StockProblems: Story = {
  args: { lines: cartLinesWithStockProblems() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const belt = canvas.getByRole("textbox", { name: named("Quantity", "Leather belt") });
    await expect(belt).toHaveAccessibleDescription("Out of the stock!");
    await expect(belt.closest("li")).toHaveClass("shop-cart-line--unavailable");
    await expect(canvas.getByRole("button", { name: named("Increase quantity", "Leather belt") })).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.getByText("Only 3 products of this type are available")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: named("Decrease quantity", CHINO_NAME) }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith("CH-2-32", 3);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { lines: cartLines("nl-NL") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Kleur")).toHaveLength(2);
    await expect(canvas.getByText("Op voorraad!")).toBeVisible();
    await expect(canvas.getByText("€ 119,90")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: named("Verwijderen", "Oxford shirt") }));
    await expect(canvas.getByText("Weet je zeker dat je dit product uit je winkelwagen wilt verwijderen?")).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { lines: cartLinesWithStockProblems("de-DE") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Nicht auf Lager!")).toBeVisible();
    await expect(canvas.getByText("Von diesem Produkt sind nur noch 3 Stück verfügbar")).toBeVisible();
    await expect(canvas.getByText("239,80 €")).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { lines: cartLines("fr-FR") },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Taille")).toHaveLength(3);
    await expect(canvas.getByRole("button", { name: named("Augmenter la quantité", "Oxford shirt") })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { lines: cartLinesWithStockProblems() },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole("button", { name: /quantity/ })) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

const LONG_LINES: CartLineItem[] = cartLines("de-DE").map((line, index) =>
  index === 0
    ? {
        ...line,
        name: "Bügelfreies Businesshemd aus Baumwollpopeline mit Haifischkragen",
        options: [
          { label: "Color", value: "Hellblau-weiß gestreift" },
          { label: "Size", value: "Kragenweite 41/42, Ärmellänge extralang" },
        ],
      }
    : line,
);

/** Long German names and options at 320 px: nothing overflows, every text shows whole. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { lines: LONG_LINES },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole("button", { name: /^Entfernen/ })[0]!);
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, [
      "Bügelfreies Businesshemd aus Baumwollpopeline mit Haifischkragen",
      "Kragenweite 41/42, Ärmellänge extralang",
      "Möchten Sie dieses Produkt wirklich aus dem Warenkorb entfernen?",
    ]);
  },
};
