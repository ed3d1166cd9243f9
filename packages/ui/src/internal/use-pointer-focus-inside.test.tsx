import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { usePointerFocusInside } from "./use-pointer-focus-inside";

function Probe({ onEnter }: { onEnter?: () => void }) {
  const { pointerInside, focusInside, handlers } = usePointerFocusInside({ onEnter });
  return (
    <div data-testid="zone" data-pointer={pointerInside} data-focus={focusInside} {...handlers}>
      <button type="button">One</button>
      <button type="button">Two</button>
    </div>
  );
}

describe("usePointerFocusInside", () => {
  it("tracks the mouse and focus apart; focus moving between children stays inside", () => {
    render(<Probe />);
    const zone = screen.getByTestId("zone");
    const [one, two] = screen.getAllByRole("button");
    fireEvent.mouseEnter(zone);
    fireEvent.focus(one!);
    expect(zone.dataset).toMatchObject({ pointer: "true", focus: "true" });
    fireEvent.mouseLeave(zone);
    expect(zone.dataset).toMatchObject({ pointer: "false", focus: "true" });
    fireEvent.blur(one!, { relatedTarget: two });
    expect(zone.dataset["focus"]).toBe("true");
    fireEvent.blur(two!, { relatedTarget: document.body });
    expect(zone.dataset["focus"]).toBe("false");
  });

  it("reports entering: the mouse coming in and focus arriving from outside, not focus moving inside", () => {
    const onEnter = vi.fn();
    render(<Probe onEnter={onEnter} />);
    const zone = screen.getByTestId("zone");
    const [one, two] = screen.getAllByRole("button");
    fireEvent.focus(one!, { relatedTarget: document.body });
    expect(onEnter).toHaveBeenCalledTimes(1);
    fireEvent.blur(one!, { relatedTarget: two });
    fireEvent.focus(two!, { relatedTarget: one });
    expect(onEnter).toHaveBeenCalledTimes(1);
    fireEvent.mouseEnter(zone);
    expect(onEnter).toHaveBeenCalledTimes(2);
    fireEvent.mouseLeave(zone);
    expect(onEnter).toHaveBeenCalledTimes(2);
  });
});
