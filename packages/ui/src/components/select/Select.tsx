import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from "react";
import { cx } from "../../internal/cx";
import { ChevronRightIcon } from "../../internal/icons";
import { useOutsidePointer, useWidthChange, useWindowBlur } from "../../internal/use-dismiss";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import { firstEnabled, isTypeAheadKey, lastEnabled, moveActive, PAGE_STEP, TYPE_AHEAD_TIMEOUT_MS, typeAheadMatch } from "./rules/listbox-navigation";
import { listboxPlacement, LISTBOX_VIEWPORT_MARGIN, SELECT_MIN_VISIBLE_ROWS, SELECT_ROW_HEIGHT, type ListboxPlacement } from "./rules/listbox-placement";

export interface SelectOption<V extends string = string> {
  value: V;
  /** Shown as given: translate it before passing it in. */
  label: string;
  /** Shown but not selectable (e.g. an out-of-stock size). */
  disabled?: boolean;
}

export interface SelectProps<V extends string = string> {
  /** The visible label (as given); with `hideLabel` it names the control for screen readers only. */
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption<V>[];
  /** The chosen value, or null for none (the placeholder shows). */
  value: V | null;
  onChange: (value: V) => void;
  /** Shown while nothing is chosen; default 'Select an option'. */
  placeholder?: string;
  disabled?: boolean;
  /** Submits the value with a surrounding form through a hidden input. */
  name?: string;
  id?: string;
  invalid?: boolean;
  /** Id of an element describing the control (an error text). */
  describedBy?: string;
  /** §9: 5 rows minimum height (4 in the size dropdown). */
  minVisibleRows?: number;
  /** §9: 49 px per row. */
  rowHeight?: number;
  /** §9: 1 s. */
  typeAheadTimeoutMs?: number;
  className?: string;
}

/** The type-ahead buffer (§4), cleared `timeoutMs` after the last key. */
function useTypeAheadBuffer(timeoutMs: number) {
  const state = useRef({ buffer: "", timer: undefined as ReturnType<typeof setTimeout> | undefined });
  useEffect(() => {
    const current = state.current;
    return () => clearTimeout(current.timer);
  }, []);
  return {
    push(character: string): string {
      const current = state.current;
      current.buffer += character;
      clearTimeout(current.timer);
      current.timer = setTimeout(() => {
        current.buffer = "";
      }, timeoutMs);
      return current.buffer;
    },
    isTyping: () => state.current.buffer !== "",
  };
}

/**
 * A select-only combobox with a listbox popup, after the WAI-ARIA APG "Select-Only Combobox"
 * pattern, with the rules of presentation-content.md §4 "Select dropdown": it opens on pointer
 * down, the arrow keys, space or enter; it closes on an outside click, escape, window blur, a
 * change of the window width or picking an option; typed characters jump to a matching option
 * and the type-ahead buffer clears after 1 s. §9 sizes the listbox: 49 px rows, 5 rows
 * minimum, capped to the viewport minus 16 px; it expands in 150 ms.
 *
 * Keys when closed: ↓ / Enter / Space / Alt+↓ open on the chosen option; ↑ and Home open on
 * the first, End on the last; a character opens on its match. When open: ↑ ↓ Home End
 * PageUp PageDown move; Enter, Space, Alt+↑ and Tab choose; Escape closes without choosing.
 */
export function Select<V extends string = string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder,
  disabled = false,
  name,
  id,
  invalid,
  describedBy,
  minVisibleRows = SELECT_MIN_VISIBLE_ROWS,
  rowHeight = SELECT_ROW_HEIGHT,
  typeAheadTimeoutMs = TYPE_AHEAD_TIMEOUT_MS,
  className,
}: SelectProps<V>) {
  const t = useTranslate();
  const generatedId = useDomId("shop-select");
  const comboId = id ?? generatedId;
  const labelId = `${comboId}-label`;
  const listboxId = `${comboId}-listbox`;
  const optionId = (index: number) => `${comboId}-option-${index}`;

  const rootRef = useRef<HTMLDivElement>(null);
  const comboRef = useRef<HTMLDivElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  // The active option is kept by value, not position: options may change while the list is
  // open (a stock refresh hides or disables a size), and the active one must stay a real,
  // enabled option.
  const [activeValue, setActiveValue] = useState<V | null>(null);
  const [placement, setPlacement] = useState<ListboxPlacement>({ direction: "down", maxHeight: minVisibleRows * rowHeight });
  const typeAhead = useTypeAheadBuffer(typeAheadTimeoutMs);

  const disabledFlags = options.map((option) => option.disabled === true);
  const selectedIndex = value === null ? -1 : options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];
  /** The selected option if enabled, else the first enabled one. */
  const startIndex = selectedIndex >= 0 && !disabledFlags[selectedIndex] ? selectedIndex : firstEnabled(disabledFlags);
  const activeFound = activeValue === null ? -1 : options.findIndex((option) => option.value === activeValue);
  // Gone or now disabled: back to where opening starts (disabled options are never active).
  const activeIndex = activeValue === null ? -1 : activeFound >= 0 && !disabledFlags[activeFound] ? activeFound : startIndex;
  const setActiveIndex = (index: number) => setActiveValue(options[index]?.value ?? null);

  // A control that turns disabled while open (the last size sold) closes: none of its keys work any more.
  if (disabled && open) setOpen(false);

  const close = useCallback(() => setOpen(false), []);

  const openAt = (index: number) => {
    const rect = comboRef.current?.getBoundingClientRect();
    if (rect && typeof window !== "undefined") {
      setPlacement(
        listboxPlacement({
          spaceAbove: rect.top,
          spaceBelow: window.innerHeight - rect.bottom,
          viewportHeight: window.innerHeight,
          optionCount: options.length,
          rowHeight,
          minVisibleRows,
          viewportMargin: LISTBOX_VIEWPORT_MARGIN,
        }),
      );
    }
    setActiveIndex(index);
    setOpen(true);
  };

  const choose = (index: number, refocus = true) => {
    const option = options[index];
    if (option?.disabled) return;
    if (option && option.value !== value) onChange(option.value);
    close();
    if (refocus) comboRef.current?.focus();
  };

  const typeTo = (character: string, from: number): number | null =>
    typeAheadMatch(
      options.map((option) => option.label),
      disabledFlags,
      typeAhead.push(character),
      from,
    );

  // Closing on the outside world (§4): pointer down outside (captured, so a widget that stops
  // the event cannot keep the listbox open), window blur, a change of width.
  useOutsidePointer(rootRef, open, close, { capture: true });
  useWindowBlur(open, close);
  useWidthChange(open, close);

  // Keep the active option in view while moving through a long list.
  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const element = listboxRef.current?.children[activeIndex];
    if (element && typeof element.scrollIntoView === "function") element.scrollIntoView({ block: "nearest" });
  }, [open, activeIndex]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (disabled || event.button > 0) return;
    if (open) close();
    else openAt(startIndex);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { key, altKey } = event;
    if (!open) {
      let next: number | null = null;
      if (key === "ArrowDown" || key === "Enter" || key === " ") next = startIndex;
      else if (key === "ArrowUp" || key === "Home") next = firstEnabled(disabledFlags);
      else if (key === "End") next = lastEnabled(disabledFlags);
      else if (isTypeAheadKey(event)) next = typeTo(key, selectedIndex) ?? startIndex;
      if (next === null) return;
      event.preventDefault();
      openAt(next);
      return;
    }
    if (altKey && key === "ArrowUp") {
      event.preventDefault();
      choose(activeIndex);
      return;
    }
    const moves: Record<string, () => number> = {
      ArrowDown: () => moveActive(disabledFlags, activeIndex, 1),
      ArrowUp: () => moveActive(disabledFlags, activeIndex, -1),
      Home: () => firstEnabled(disabledFlags),
      End: () => lastEnabled(disabledFlags),
      PageDown: () => moveActive(disabledFlags, activeIndex, PAGE_STEP),
      PageUp: () => moveActive(disabledFlags, activeIndex, -PAGE_STEP),
    };
    const move = moves[key];
    if (move) {
      event.preventDefault();
      setActiveIndex(move());
    } else if (key === "Enter" || (key === " " && !typeAhead.isTyping())) {
      event.preventDefault();
      if (activeIndex >= 0) choose(activeIndex);
      else close();
    } else if (key === "Escape") {
      // Marks the Escape as used: the sidebar, sheet or modal around stays open (useEscapeKey).
      event.preventDefault();
      close();
    } else if (key === "Tab") {
      // APG: Tab chooses the active option and lets focus move on.
      if (activeIndex >= 0) choose(activeIndex, false);
      else close();
    } else if (isTypeAheadKey(event)) {
      event.preventDefault();
      const match = typeTo(key, activeIndex);
      if (match !== null) setActiveIndex(match);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget))) close();
  };

  return (
    <div ref={rootRef} className={cx("shop-select", open && "shop-select--open", disabled && "shop-select--disabled", className)}>
      <span id={labelId} className={cx("shop-select__label", hideLabel && "shop-visually-hidden")} onClick={() => comboRef.current?.focus()}>
        {label}
      </span>
      <div
        ref={comboRef}
        id={comboId}
        role="combobox"
        tabIndex={0}
        className={cx("shop-select__combobox", !selected && "shop-select__combobox--placeholder")}
        aria-labelledby={labelId}
        aria-controls={listboxId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-disabled={disabled || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <span className="shop-select__value">{selected ? selected.label : (placeholder ?? t("Select an option"))}</span>
        <ChevronRightIcon className="shop-select__chevron" size={18} />
      </div>
      <ul
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-labelledby={labelId}
        className={cx("shop-select__listbox", `shop-select__listbox--${placement.direction}`)}
        style={{ maxHeight: placement.maxHeight }}
        hidden={!open}
        // Keep focus on the combobox while the pointer picks an option.
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            // APG select-only: the active (visually focused) option is the selected one while open.
            aria-selected={open ? index === activeIndex : index === selectedIndex}
            aria-disabled={option.disabled || undefined}
            className={cx(
              "shop-select__option",
              index === activeIndex && "shop-select__option--active",
              index === selectedIndex && "shop-select__option--chosen",
            )}
            onPointerMove={() => {
              if (!option.disabled && index !== activeIndex) setActiveIndex(index);
            }}
            onClick={() => choose(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {name !== undefined && <input type="hidden" name={name} value={value ?? ""} />}
    </div>
  );
}
