/**
 * presentation-content.md §5 "Autocomplete starts 500 ms after typing stops and only with 3 or
 * more characters": the debounce, without a framework. Each `input` restarts the wait; text
 * shorter than `minChars` (trimmed) cancels it and clears the suggestions. Timers are injected
 * (fake timers in tests; never armed at import).
 */
export interface AutocompleteControllerOptions {
  /** `search.autocompleteMinChars` (3). */
  minChars: number;
  /** `search.autocompleteDebounceMs` (500). */
  debounceMs: number;
  /** Runs the search (e.g. dispatches `loadAutocomplete`). */
  search: (text: string) => void;
  /** Called for text too short: the dropdown empties. */
  clear?: () => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface AutocompleteController {
  input(text: string): void;
  /** Drops a pending search (the panel closed, the component unmounted). */
  cancel(): void;
}

export function createAutocompleteController(options: AutocompleteControllerOptions): AutocompleteController {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let pending: unknown;
  const cancel = () => {
    if (pending !== undefined) clearTimer(pending);
    pending = undefined;
  };
  return {
    input(text) {
      cancel();
      const trimmed = text.trim();
      if ([...trimmed].length < options.minChars) {
        options.clear?.();
        return;
      }
      pending = setTimer(() => {
        pending = undefined;
        options.search(trimmed);
      }, options.debounceMs);
    },
    cancel,
  };
}
