import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SHIRT_SUGGESTIONS } from "../../fixtures/listing";
import { SearchPanel, type SearchPanelProps } from "../search-panel/SearchPanel";
import { SearchAutocomplete } from "./SearchAutocomplete";

const panel = (overrides: Partial<SearchPanelProps> = {}): SearchPanelProps => ({ open: true, onClose: vi.fn(), onSubmit: vi.fn(), initialQuery: "shirt", suggestions: SHIRT_SUGGESTIONS, ...overrides });
const field = () => screen.getByRole("combobox", { name: "Search" });
const key = (name: string) => fireEvent.keyDown(field(), { key: name });

describe("SearchAutocomplete (presentation-content.md §3 autocomplete result)", () => {
  it("groups phrases before products and marks the typed words", () => {
    const { container } = render(<SearchAutocomplete id="ac" query="oxford SH" suggestions={SHIRT_SUGGESTIONS} activeIndex={null} onChoose={vi.fn()} />);
    const groups = screen.getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["Suggestions", "Products"]);
    expect(within(groups[0]!).getAllByRole("option").map((option) => option.textContent)).toEqual(["shirt", "oxford shirt", "shirt slim fit"]);
    expect(screen.getAllByRole("option").map((option) => option.id)).toEqual(["ac-option-0", "ac-option-1", "ac-option-2", "ac-option-3", "ac-option-4", "ac-option-5"]);
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent).slice(0, 4)).toEqual(["sh", "oxford", "sh", "sh"]);
    expect(screen.getAllByRole("option")[4]).toHaveTextContent("Poplin shirt€ 69,95");
  });

  it("chooses with the pointer without taking the focus", () => {
    const onChoose = vi.fn();
    render(<SearchAutocomplete id="ac" query="shirt" suggestions={SHIRT_SUGGESTIONS} activeIndex={null} onChoose={onChoose} />);
    const option = screen.getByRole("option", { name: /Poplin shirt/ });
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(onChoose).toHaveBeenCalledWith({ kind: "product", product: SHIRT_SUGGESTIONS.products[1] });
  });
});

describe("SearchPanel with suggestions (WAI-ARIA combobox with a listbox popup)", () => {
  it("stays a plain search box without the suggestions prop", () => {
    render(<SearchPanel {...panel({ suggestions: undefined })} />);
    expect(screen.getByRole("searchbox")).not.toHaveAttribute("aria-expanded");
  });

  it("is a collapsed combobox until suggestions arrive", () => {
    const { rerender } = render(<SearchPanel {...panel({ suggestions: null })} />);
    expect(field()).toHaveAttribute("aria-expanded", "false");
    expect(field()).not.toHaveAttribute("aria-controls");
    rerender(<SearchPanel {...panel()} />);
    expect(field()).toHaveAttribute("aria-expanded", "true");
    expect(field()).toHaveAttribute("aria-controls", screen.getByRole("listbox").id);
  });

  it("walks the options with ↓ and ↑ through the field, and Enter picks the active one", () => {
    const onChooseProduct = vi.fn();
    const onSubmit = vi.fn();
    render(<SearchPanel {...panel({ onChooseProduct, onSubmit })} />);
    key("ArrowDown");
    expect(field()).toHaveAttribute("aria-activedescendant", screen.getByRole("option", { name: "shirt" }).id);
    key("ArrowUp");
    expect(field()).not.toHaveAttribute("aria-activedescendant");
    key("ArrowUp");
    const last = screen.getByRole("option", { name: /Linen shirt/ });
    expect(last).toHaveAttribute("aria-selected", "true");
    expect(field()).toHaveAttribute("aria-activedescendant", last.id);
    key("Enter");
    expect(onChooseProduct).toHaveBeenCalledWith(SHIRT_SUGGESTIONS.products[2]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits a chosen phrase like Enter, and Enter without an active option submits the text", () => {
    const onSubmit = vi.fn();
    render(<SearchPanel {...panel({ onSubmit })} />);
    key("ArrowDown");
    key("ArrowDown");
    key("Enter");
    expect(onSubmit).toHaveBeenLastCalledWith("oxford shirt");
    expect(field()).toHaveValue("oxford shirt");
    fireEvent.change(field(), { target: { value: "blazer" } });
    fireEvent.submit(field().closest("form")!);
    expect(onSubmit).toHaveBeenLastCalledWith("blazer");
  });

  it("folds the list on Escape without closing the panel; typing opens it again", () => {
    const onClose = vi.fn();
    render(<SearchPanel {...panel({ onClose })} />);
    key("ArrowDown");
    key("Escape");
    expect(field()).toHaveAttribute("aria-expanded", "false");
    expect(field()).not.toHaveAttribute("aria-activedescendant");
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: "shirts" } });
    expect(field()).toHaveAttribute("aria-expanded", "true");
  });

  it("says it is searching, and that nothing was found for 3 characters or more", () => {
    const { rerender } = render(<SearchPanel {...panel({ suggestions: null, suggestionsLoading: true })} />);
    expect(screen.getByText("Searching…")).toHaveAttribute("role", "status");
    rerender(<SearchPanel {...panel({ suggestions: { phrases: [], products: [] } })} />);
    expect(screen.getByRole("status")).toHaveTextContent("No suggestions for “shirt”");
    fireEvent.change(field(), { target: { value: "sh" } });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
