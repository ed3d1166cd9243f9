import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAutocompleteController } from "./autocomplete-controller";

describe("autocomplete timing (presentation-content.md §5 'Autocomplete starts 500 ms after typing stops and only with 3 or more characters')", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const setup = () => {
    const search = vi.fn<(text: string) => void>();
    const clear = vi.fn();
    return { search, clear, controller: createAutocompleteController({ minChars: 3, debounceMs: 500, search, clear }) };
  };

  it("searches 500 ms after the last keystroke, once, with the last text", () => {
    const { search, controller } = setup();
    controller.input("shi");
    vi.advanceTimersByTime(300);
    controller.input("shir");
    vi.advanceTimersByTime(499);
    expect(search).not.toHaveBeenCalled();
    controller.input("shirt");
    vi.advanceTimersByTime(499);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledExactlyOnceWith("shirt");
  });

  it.each([
    ["", false],
    ["sh", false],
    ["  sh  ", false],
    ["shi", true],
    ["été", true],
  ])("%j searches: %s", (text, searches) => {
    const { search, clear, controller } = setup();
    controller.input(text);
    vi.advanceTimersByTime(500);
    expect(search).toHaveBeenCalledTimes(searches ? 1 : 0);
    expect(clear).toHaveBeenCalledTimes(searches ? 0 : 1);
  });

  it("text shortened below 3 characters drops the pending search; cancel drops it too", () => {
    const { search, controller } = setup();
    controller.input("shirt");
    controller.input("sh");
    vi.advanceTimersByTime(1000);
    controller.input("jeans");
    controller.cancel();
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });
});
