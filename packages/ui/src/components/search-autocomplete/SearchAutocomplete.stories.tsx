import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { LONG_SUGGESTIONS, SHIRT_SUGGESTIONS } from "../../fixtures/listing";
import { SearchPanel, type SearchPanelProps } from "../search-panel/SearchPanel";
import type { AutocompleteSuggestions } from "./rules/autocomplete.types";
import { SearchAutocomplete } from "./SearchAutocomplete";

/**
 * The search panel as the app runs it: the autocomplete's answer arrives 300 ms after the
 * panel asks (the panel asks from 3 characters, 500 ms after typing stops, presentation-content.md §5).
 */
function PanelDemo({ answer = SHIRT_SUGGESTIONS, initialQuery = "", ...props }: Partial<SearchPanelProps> & { answer?: AutocompleteSuggestions; onSubmit: (query: string) => void }) {
  const [suggestions, setSuggestions] = useState<AutocompleteSuggestions | null>(initialQuery ? answer : null);
  const [loading, setLoading] = useState(false);
  return (
    <SearchPanel
      open
      onClose={() => undefined}
      initialQuery={initialQuery}
      {...props}
      suggestions={suggestions}
      suggestionsLoading={loading}
      onAutocomplete={(query) => {
        props.onAutocomplete?.(query);
        setLoading(true);
        setTimeout(() => {
          setLoading(false);
          setSuggestions(query.toLowerCase().includes("xyz") ? { phrases: [], products: [] } : answer);
        }, 300);
      }}
    />
  );
}

const meta = {
  title: "Search/Autocomplete",
  component: SearchAutocomplete,
  args: { id: "autocomplete", query: "shirt", suggestions: SHIRT_SUGGESTIONS, activeIndex: null, onChoose: fn() },
  // The panel's two callbacks reported as the dropdown's choice.
  render: (args) => <PanelDemo onSubmit={(text) => args.onChoose({ kind: "phrase", phrase: { text } })} onChooseProduct={(product) => args.onChoose({ kind: "product", product })} />,
} satisfies Meta<typeof SearchAutocomplete>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Typing "shirt": phrases and products, the typed text marked. */
export const TypeAndSuggest: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const field = page.getByRole("combobox", { name: "Search" });
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await userEvent.type(field, "shirt");
    await waitFor(() => expect(field).toHaveAttribute("aria-expanded", "true"), { timeout: 2000 });
    const listbox = within(page.getByRole("listbox", { name: "Search suggestions" }));
    await expect(listbox.getByRole("group", { name: "Suggestions" })).toBeVisible();
    await expect(listbox.getByRole("group", { name: "Products" })).toBeVisible();
    await expect(listbox.getAllByRole("option")).toHaveLength(6);
    await expect(page.getAllByText("shirt", { selector: "mark" }).length).toBeGreaterThanOrEqual(5);
  },
};

/** ↓ ↓ … Enter picks a product; the focus never leaves the field (aria-activedescendant). */
export const KeyboardChoosesProduct: Story = {
  render: (args) => <PanelDemo initialQuery="shirt" onSubmit={fn()} onChooseProduct={(product) => args.onChoose({ kind: "product", product })} />,
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const field = page.getByRole("combobox", { name: "Search" });
    await userEvent.click(field);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    const active = page.getByRole("option", { name: /Oxford shirt, slim fit/ });
    await expect(active).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", active.id);
    await expect(field).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChoose).toHaveBeenCalledWith({ kind: "product", product: SHIRT_SUGGESTIONS.products[0] });
  },
};

/** ↑ from the field goes to the last; a phrase picked with the pointer submits like Enter. */
export const PointerChoosesPhrase: Story = {
  render: (args) => <PanelDemo initialQuery="shirt" onSubmit={(text) => args.onChoose({ kind: "phrase", phrase: { text } })} />,
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const field = page.getByRole("combobox", { name: "Search" });
    await userEvent.click(field);
    await userEvent.keyboard("{ArrowUp}");
    await expect(page.getByRole("option", { name: /Linen shirt/ })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(page.getByRole("option", { name: "oxford shirt" }));
    await expect(args.onChoose).toHaveBeenCalledWith({ kind: "phrase", phrase: { text: "oxford shirt" } });
    await expect(field).toHaveValue("oxford shirt");
  },
};

/** Escape folds the list; typing opens it again. */
export const EscapeFolds: Story = {
  render: () => <PanelDemo initialQuery="shirt" onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const field = page.getByRole("combobox", { name: "Search" });
    await userEvent.click(field);
    await userEvent.keyboard("{Escape}");
    await expect(field).toHaveAttribute("aria-expanded", "false");
    // The panel stays open: the first Escape was the list's.
    await expect(page.getByRole("dialog", { name: "Search for products" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await expect(field).toHaveAttribute("aria-expanded", "true");
  },
};

/** The answer is on its way; then nothing was found. */
export const LoadingThenNoSuggestions: Story = {
  render: () => <PanelDemo onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.type(page.getByRole("combobox", { name: "Search" }), "xyzzy");
    await waitFor(() => expect(page.getByText("Searching…")).toBeVisible(), { timeout: 2000 });
    await waitFor(() => expect(page.getByText("No suggestions for “xyzzy”")).toBeVisible(), { timeout: 2000 });
  },
};

/** The dropdown alone, an option active. */
export const DropdownAlone: Story = {
  args: { activeIndex: 1 },
  render: (args) => (
    <div style={{ maxWidth: 480, padding: 16 }}>
      <SearchAutocomplete {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("option", { name: "oxford shirt" })).toHaveAttribute("aria-selected", "true");
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  render: () => <PanelDemo initialQuery="shirt" onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole("listbox", { name: "Zoeksuggesties" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  render: () => <PanelDemo initialQuery="shirt" onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole("group", { name: "Vorschläge" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  render: () => <PanelDemo initialQuery="shirt" onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole("group", { name: "Articles" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  render: () => <PanelDemo initialQuery="shirt" onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  render: () => <PanelDemo initialQuery="Businesshemd" answer={LONG_SUGGESTIONS} onSubmit={fn()} />,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["1.249,95 €"]);
  },
};
