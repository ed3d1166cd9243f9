import { describe, expect, it } from "vitest";
import { INITIAL_MODALS, reduceModals, type ModalsAction, type ModalsMode, type ModalsState } from "./modal-stack";

function run(mode: ModalsMode, actions: ModalsAction<string>[]): ModalsState<string> {
  return actions.reduce<ModalsState<string>>((state, action) => reduceModals(mode, state, action), INITIAL_MODALS);
}
const open = (name: string, payload = ""): ModalsAction<string> => ({ type: "open", name, payload });
const close = (name: string): ModalsAction<string> => ({ type: "close", name });
const shown = (state: ModalsState<string>) => state.open.map((modal) => `${modal.name}:${modal.payload}#${modal.key}`);

describe("modal stack (presentation-content.md §2 Modals)", () => {
  it.each<[string, ModalsMode, ModalsAction<string>[], string[]]>([
    ["stack: several open at once", "stack", [open("size-guide"), open("authentication")], ["size-guide:#1", "authentication:#2"]],
    ["stack: reopening closes and reopens on top with the new payload", "stack", [open("review", "a"), open("newsletter"), open("review", "b")], ["newsletter:#2", "review:b#3"]],
    ["stack: closing one keeps the others", "stack", [open("review"), open("newsletter"), close("review")], ["newsletter:#2"]],
    ["stack: closing an unknown name changes nothing", "stack", [open("review"), close("newsletter")], ["review:#1"]],
    ["single: opening closes the open one first", "single", [open("size-guide"), open("authentication", "x")], ["authentication:x#2"]],
    ["single: closing clears every modal", "single", [open("size-guide"), close("other")], []],
    ["closeAll in stack mode", "stack", [open("a"), open("b"), { type: "closeAll" }], []],
  ])("%s", (_case, mode, actions, expected) => {
    expect(shown(run(mode, actions))).toEqual(expected);
  });
});
