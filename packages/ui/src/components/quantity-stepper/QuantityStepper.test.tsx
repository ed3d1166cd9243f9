import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { QuantityStepper } from "./QuantityStepper";

/** An owner answering synchronously, or through `pending` when `async` (released by the "Server answered" button). */
function Owner({ initial = 2, max, async = false, refuse = false, onChange }: { initial?: number; max?: number; async?: boolean; refuse?: boolean; onChange: (qty: number) => void }) {
  const [value, setValue] = useState(initial);
  const [pending, setPending] = useState<number | null>(null);
  return (
    <>
      <QuantityStepper
        value={value}
        maxQuantity={max}
        pending={pending !== null}
        itemName="Oxford shirt"
        onChange={(qty) => {
          onChange(qty);
          if (async) setPending(qty);
          else if (!refuse) setValue(qty);
        }}
      />
      <button
        type="button"
        onClick={() => {
          if (pending !== null && !refuse) setValue(pending);
          setPending(null);
        }}
      >
        Server answered
      </button>
    </>
  );
}

const input = () => screen.getByRole("textbox", { name: /^Quantity/ });
const plus = () => screen.getByRole("button", { name: /^Increase quantity/ });
const minus = () => screen.getByRole("button", { name: /^Decrease quantity/ });
const answer = () => act(() => screen.getByRole("button", { name: "Server answered" }).click());
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe("QuantityStepper commits once per change (presentation-content.md §5)", () => {
  it("calls onChange once for a typed quantity, on Enter, and not again when the field is left", () => {
    const onChange = vi.fn();
    render(<Owner onChange={onChange} />);
    type("5");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: "Enter" });
    fireEvent.blur(input());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it("never calls onChange for an invalid or unchanged quantity", () => {
    const onChange = vi.fn();
    render(<Owner onChange={onChange} max={3} />);
    for (const text of ["", "0", "1.5", "abc", "4", "2", " 02 "]) {
      type(text);
      fireEvent.blur(input());
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keeps a wrong text with its message until Escape brings the cart's quantity back", () => {
    render(<Owner onChange={vi.fn()} />);
    type("0");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(input()).toHaveValue("0");
    expect(input()).toHaveAccessibleDescription("Quantity must be above 0.");
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(input()).toHaveValue("2");
    expect(input()).not.toHaveAttribute("aria-invalid");
  });

  it("removes the message as soon as the text is right again", () => {
    render(<Owner onChange={vi.fn()} />);
    type("x");
    fireEvent.blur(input());
    expect(screen.getByText("Quantity must be a positive integer.")).toBeInTheDocument();
    type("3");
    expect(screen.queryByText("Quantity must be a positive integer.")).toBeNull();
  });

  it("shows the asked quantity while pending, refuses input meanwhile, and shows the answer after", () => {
    const onChange = vi.fn();
    render(<Owner onChange={onChange} async />);
    fireEvent.click(plus());
    expect(input()).toHaveValue("3");
    expect(input()).toHaveAttribute("readonly");
    expect(plus()).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(plus());
    fireEvent.click(minus());
    expect(onChange).toHaveBeenCalledTimes(1);
    answer();
    expect(input()).toHaveValue("3");
    expect(input()).not.toHaveAttribute("readonly");
  });

  it("goes back to the cart's quantity when the owner refuses the update", () => {
    render(<Owner onChange={vi.fn()} async refuse />);
    fireEvent.click(plus());
    expect(input()).toHaveValue("3");
    answer();
    expect(input()).toHaveValue("2");
  });

  it("steps from the asked quantity when the owner updates without pending", () => {
    const onChange = vi.fn();
    render(<Owner onChange={onChange} refuse />);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(onChange.mock.calls).toEqual([[3], [4]]);
  });

  it("keeps − and + focusable when they turn off (aria-disabled, not disabled)", () => {
    const onChange = vi.fn();
    render(<Owner onChange={onChange} initial={1} max={2} />);
    expect(minus()).toHaveAttribute("aria-disabled", "true");
    expect(minus()).not.toBeDisabled();
    fireEvent.click(minus());
    fireEvent.click(plus());
    expect(plus()).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(plus());
    expect(onChange.mock.calls).toEqual([[2]]);
  });

  it("does not submit a surrounding form on Enter", () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <QuantityStepper value={1} onChange={vi.fn()} />
      </form>,
    );
    const event = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    act(() => {
      screen.getByRole("textbox").dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
  });
});
