import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Select } from "./Select";
import { COLOUR_OPTIONS as COLOURS } from "../../fixtures/select";

function Harness({ initial = null, onChange = () => undefined }: { initial?: string | null; onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Select
        label="Colour"
        options={COLOURS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const combobox = () => screen.getByRole("combobox", { name: "Colour" });
const listbox = () => screen.getByRole("listbox", { hidden: true });
const activeLabel = () => {
  const id = combobox().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

afterEach(() => {
  vi.useRealTimers();
});

describe("Select keyboard model (WAI-ARIA APG select-only combobox; presentation-content.md §4 Select dropdown)", () => {
  it("is a labelled combobox controlling a hidden listbox", () => {
    render(<Harness />);
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(combobox()).toHaveAttribute("aria-haspopup", "listbox");
    expect(combobox()).toHaveAttribute("aria-controls", listbox().id);
    expect(listbox()).not.toBeVisible();
    expect(combobox()).toHaveTextContent("Select an option");
  });

  it.each(["{ArrowDown}", "{Enter}", " "])("%s opens on the chosen option", async (key) => {
    const user = userEvent.setup();
    render(<Harness initial="green" />);
    combobox().focus();
    await user.keyboard(key);
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    expect(listbox()).toBeVisible();
    expect(activeLabel()).toBe("Green");
    expect(screen.getByRole("option", { name: "Green" })).toHaveAttribute("aria-selected", "true");
  });

  it("ArrowUp and Home open on the first option, End on the last", async () => {
    const user = userEvent.setup();
    render(<Harness initial="grey" />);
    combobox().focus();
    await user.keyboard("{ArrowUp}");
    expect(activeLabel()).toBe("Black");
    await user.keyboard("{Escape}{End}");
    expect(activeLabel()).toBe("Navy");
    await user.keyboard("{Escape}{Home}");
    expect(activeLabel()).toBe("Black");
  });

  it("arrows move through enabled options, skipping disabled ones and stopping at the ends", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    combobox().focus();
    await user.keyboard("{ArrowDown}");
    expect(activeLabel()).toBe("Black");
    await user.keyboard("{ArrowUp}");
    expect(activeLabel()).toBe("Black");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeLabel()).toBe("Green");
    await user.keyboard("{PageDown}");
    expect(activeLabel()).toBe("Navy");
    await user.keyboard("{ArrowDown}");
    expect(activeLabel()).toBe("Navy");
    await user.keyboard("{PageUp}");
    expect(activeLabel()).toBe("Black");
  });

  it("Home and End move to the first and last enabled option while open, keeping it open", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    combobox().focus();
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(activeLabel()).toBe("Green");
    await user.keyboard("{Home}");
    expect(activeLabel()).toBe("Black");
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{End}");
    expect(activeLabel()).toBe("Navy");
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
  });

  it("Enter chooses the active option and closes, keeping focus", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    combobox().focus();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith("blue");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(combobox()).toHaveTextContent("Blue");
    expect(combobox()).toHaveFocus();
  });

  it("Space chooses too; Alt+ArrowUp chooses; choosing the current value does not call onChange", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="black" onChange={onChange} />);
    combobox().focus();
    await user.keyboard("{ArrowDown}{ArrowDown} ");
    expect(onChange).toHaveBeenLastCalledWith("blue");
    await user.keyboard("{ArrowDown}{ArrowDown}{Alt>}{ArrowUp}{/Alt}");
    expect(onChange).toHaveBeenLastCalledWith("green");
    onChange.mockClear();
    await user.keyboard("{Enter}{Enter}");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("Escape closes without choosing; focus stays on the combobox, which points at no option", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    combobox().focus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(combobox()).toHaveAttribute("aria-activedescendant");
    await user.keyboard("{Escape}");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(combobox()).toHaveFocus();
    expect(combobox()).not.toHaveAttribute("aria-activedescendant");
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox()).toHaveTextContent("Select an option");
  });

  it("Tab chooses the active option and lets focus move on (APG)", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    combobox().focus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    await user.tab();
    expect(onChange).toHaveBeenCalledWith("blue");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
  });

  it("type-ahead jumps to matches, cycles on a repeated letter and clears its buffer after 1 s (§9)", () => {
    vi.useFakeTimers();
    render(<Harness />);
    // fireEvent is synchronous: user-event's async wrapper would wait on faked timers.
    const type = (key: string) => fireEvent.keyDown(combobox(), { key });
    // A character opens the listbox on its match.
    type("g");
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    expect(activeLabel()).toBe("Green");
    // "gr" keeps matching from the active option: Green still; "grey" moves on.
    type("r");
    expect(activeLabel()).toBe("Green");
    type("e");
    type("y");
    expect(activeLabel()).toBe("Grey");
    // After 1 s the buffer is empty: "b" starts a new search; Brown is disabled and skipped.
    act(() => vi.advanceTimersByTime(1000));
    type("b");
    expect(activeLabel()).toBe("Black");
    type("b");
    expect(activeLabel()).toBe("Blue");
    type("b");
    expect(activeLabel()).toBe("Black");
    // Within 1 s the buffer keeps growing: "bbbn" matches nothing, the active option stays.
    type("n");
    expect(activeLabel()).toBe("Black");
  });

  it("keeps the type-ahead buffer for 999 ms after a key and clears it at 1000 ms (§9 type-ahead buffer 1 s)", () => {
    vi.useFakeTimers();
    render(<Harness />);
    const type = (key: string) => fireEvent.keyDown(combobox(), { key });
    type("b");
    expect(activeLabel()).toBe("Black");
    // 999 ms after each key the buffer still holds the earlier ones: "bl" stays on Black and
    // "blu" is Blue. A shorter timeout would have cleared it: "l" and "lu" match nothing.
    act(() => vi.advanceTimersByTime(999));
    type("l");
    expect(activeLabel()).toBe("Black");
    act(() => vi.advanceTimersByTime(999));
    type("u");
    expect(activeLabel()).toBe("Blue");
    // 1000 ms after the last key it is empty: "g" alone finds Green (a longer timeout would
    // have searched "blug" and stayed on Blue).
    act(() => vi.advanceTimersByTime(1000));
    type("g");
    expect(activeLabel()).toBe("Green");
  });

  it("a space while typing is part of the search, not a choice", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Select
        label="Fit"
        options={[
          { value: "slim", label: "Slim" },
          { value: "slim-tall", label: "Slim tall" },
        ]}
        value={null}
        onChange={onChange}
      />,
    );
    screen.getByRole("combobox").focus();
    await user.keyboard("slim t");
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith("slim-tall");
  });
});

describe("Select pointer and closing rules (presentation-content.md §4)", () => {
  it("opens on pointer down and chooses an option by click; disabled options do nothing", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.pointer({ keys: "[MouseLeft>]", target: combobox() });
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    await user.pointer({ keys: "[/MouseLeft]", target: combobox() });
    await user.click(screen.getByRole("option", { name: "Brown" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("option", { name: "Grey" }));
    expect(onChange).toHaveBeenCalledWith("grey");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
  });

  it("a second pointer down on the combobox closes it", () => {
    render(<Harness />);
    fireEvent.pointerDown(combobox(), { button: 0 });
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerDown(combobox(), { button: 0 });
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
  });

  it.each([
    ["an outside pointer down", () => fireEvent.pointerDown(document.body)],
    ["window blur", () => fireEvent.blur(window)],
    [
      "a change of the window width",
      () => {
        window.innerWidth += 100;
        fireEvent(window, new Event("resize"));
      },
    ],
    ["focus leaving the combobox", () => screen.getByRole("button", { name: "Elsewhere" }).focus()],
  ])("closes on %s", (_case, trigger) => {
    render(<Harness />);
    act(() => combobox().focus());
    fireEvent.keyDown(combobox(), { key: "ArrowDown" });
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    act(trigger);
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on an outside pointer down even when the element it lands on stops the event", () => {
    render(
      <>
        <Harness />
        <div data-testid="stopper" onPointerDown={(event) => event.nativeEvent.stopPropagation()} />
      </>,
    );
    fireEvent.keyDown(combobox(), { key: "ArrowDown" });
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerDown(screen.getByTestId("stopper"));
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
  });

  it("stays open on a resize that keeps the width (a mobile toolbar hiding)", () => {
    render(<Harness />);
    fireEvent.keyDown(combobox(), { key: "ArrowDown" });
    fireEvent(window, new Event("resize"));
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
  });

  it("does nothing while disabled", async () => {
    const user = userEvent.setup();
    render(<Select label="Colour" options={COLOURS} value={null} onChange={() => undefined} disabled placeholder="Nothing to choose" />);
    await user.click(combobox());
    combobox().focus();
    await user.keyboard("{ArrowDown}");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(combobox()).toHaveAttribute("aria-disabled", "true");
    expect(combobox()).toHaveTextContent("Nothing to choose");
  });

  it("submits its value through a hidden input when named", () => {
    const { container } = render(<Select label="Colour" name="colour" options={COLOURS} value="navy" onChange={() => undefined} />);
    expect(container.querySelector('input[type="hidden"][name="colour"]')).toHaveValue("navy");
  });
});

// A stock refresh (or the variant fetch of §4) may change the options while the list is open.
describe("Select while its options or disabled flag change under an open list", () => {
  const SIZES = [
    { value: "s", label: "S" },
    { value: "m", label: "M" },
    { value: "l", label: "L" },
  ];
  const sizes = (options: typeof SIZES, disabled = false) => <Select label="Colour" options={options} value={null} onChange={vi.fn()} disabled={disabled} />;

  it.each([
    ["the active option is removed", "End", [SIZES[0]!, SIZES[1]!], "S"],
    ["the active option turns disabled", "End", [SIZES[0]!, SIZES[1]!, { ...SIZES[2]!, disabled: true }], "S"],
    ["an option before the active one is removed: it stays active", "End", [SIZES[1]!, SIZES[2]!], "L"],
  ])("%s → the active option is a real, enabled one", (_case, key, next, expected) => {
    const { rerender } = render(sizes(SIZES));
    fireEvent.keyDown(combobox(), { key });
    expect(activeLabel()).toBe("L");
    rerender(sizes(next));
    const id = combobox().getAttribute("aria-activedescendant");
    expect(id && document.getElementById(id)).not.toBeNull();
    expect(document.getElementById(id!)).not.toHaveAttribute("aria-disabled");
    expect(activeLabel()).toBe(expected);
  });

  it("closes when it turns disabled while open, and stays closed when enabled again", () => {
    const { rerender } = render(sizes(SIZES));
    fireEvent.keyDown(combobox(), { key: "ArrowDown" });
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    rerender(sizes(SIZES, true));
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(listbox()).not.toBeVisible();
    rerender(sizes(SIZES));
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
  });
});
