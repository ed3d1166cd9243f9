import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { focusLeft } from "./focus-left";

describe("focusLeft", () => {
  function setup() {
    const seen: boolean[] = [];
    const { getByTestId } = render(
      <div>
        <div data-testid="group" onBlur={(event) => seen.push(focusLeft(event))} onFocus={(event) => seen.push(focusLeft(event))}>
          <button type="button" data-testid="first" />
          <button type="button" data-testid="second" />
        </div>
        <button type="button" data-testid="outside" />
      </div>,
    );
    return { seen, getByTestId };
  }

  it.each([
    ["blur to a child of the same element", "first", "second", false],
    ["blur to outside", "first", "outside", true],
    ["blur to nowhere", "first", null, true],
  ] as const)("%s → %s", (_case, from, to, expected) => {
    const { seen, getByTestId } = setup();
    fireEvent.blur(getByTestId(from), { relatedTarget: to === null ? null : getByTestId(to) });
    expect(seen).toEqual([expected]);
  });

  it.each([
    ["focus from a child of the same element", "second", "first", false],
    ["focus from outside", "first", "outside", true],
    ["focus from nowhere", "first", null, true],
  ] as const)("%s → %s", (_case, target, from, expected) => {
    const { seen, getByTestId } = setup();
    fireEvent.focus(getByTestId(target), { relatedTarget: from === null ? null : getByTestId(from) });
    expect(seen).toEqual([expected]);
  });
});
