import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchPanel, type SearchPanelProps } from "./SearchPanel";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const props = (overrides: Partial<SearchPanelProps> = {}): SearchPanelProps => ({ open: true, onClose: vi.fn(), onSubmit: vi.fn(), onAutocomplete: vi.fn(), ...overrides });
const type = (value: string) => fireEvent.change(screen.getByRole("searchbox"), { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("SearchPanel autocomplete (presentation-content.md §5 Search, §9 Autocomplete minimum / debounce 3 characters / 500 ms)", () => {
  it("asks 500 ms after typing stops, with the last text only", () => {
    const onAutocomplete = vi.fn();
    render(<SearchPanel {...props({ onAutocomplete })} />);
    type("shi");
    wait(300);
    type("shir");
    wait(499);
    expect(onAutocomplete).not.toHaveBeenCalled();
    wait(1);
    expect(onAutocomplete).toHaveBeenCalledTimes(1);
    expect(onAutocomplete).toHaveBeenCalledWith("shir");
  });

  it("never asks with 2 characters", () => {
    const onAutocomplete = vi.fn();
    render(<SearchPanel {...props({ onAutocomplete })} />);
    type("sh");
    wait(2000);
    expect(onAutocomplete).not.toHaveBeenCalled();
  });

  it("never asks while closed, nor for text typed just before closing", () => {
    const onAutocomplete = vi.fn();
    const { rerender } = render(<SearchPanel {...props({ onAutocomplete, open: false, initialQuery: "blazer" })} />);
    wait(2000);
    rerender(<SearchPanel {...props({ onAutocomplete })} />);
    type("shirt");
    wait(200);
    rerender(<SearchPanel {...props({ onAutocomplete, open: false })} />);
    wait(2000);
    expect(onAutocomplete).not.toHaveBeenCalled();
  });
});
