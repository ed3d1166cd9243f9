import { describe, expect, it } from "vitest";
import { firstEnabled, isTypeAheadKey, lastEnabled, moveActive, typeAheadMatch } from "./listbox-navigation";

//             0      1     2      3     4      5
const none = [false, false, false, false, false, false];
const some = [true, false, true, false, false, true];
const all = [true, true, true];

describe("moveActive (APG select-only combobox; presentation-content.md §4 Select dropdown)", () => {
  it.each([
    ["down from nothing", none, -1, 1, 0],
    ["down", none, 2, 1, 3],
    ["down at the end stays", none, 5, 1, 5],
    ["up", none, 2, -1, 1],
    ["up at the start stays", none, 0, -1, 0],
    ["page down clamps to the end", none, 1, 10, 5],
    ["page up clamps to the start", none, 4, -10, 0],
    ["down skips a disabled option", some, 1, 1, 3],
    ["up skips a disabled option", some, 3, -1, 1],
    ["up from the first enabled stays", some, 1, -1, 1],
    ["down from the last enabled stays", some, 4, 1, 4],
    ["page down lands on the last enabled", some, 1, 10, 4],
    ["nothing enabled keeps nothing active", all, -1, 1, -1],
    ["empty list", [], -1, 1, -1],
  ] as const)("%s", (_case, disabled, from, delta, expected) => {
    expect(moveActive(disabled, from, delta)).toBe(expected);
  });

  it.each([
    [none, 0, 5],
    [some, 1, 4],
    [all, -1, -1],
  ] as const)("Home/End: %j → first %i, last %i", (disabled, first, last) => {
    expect(firstEnabled(disabled)).toBe(first);
    expect(lastEnabled(disabled)).toBe(last);
  });
});

describe("typeAheadMatch (§4 type-ahead; §9 buffer cleared after 1 s)", () => {
  const labels = ["Small", "Medium", "Large", "Sand", "Extra large", "Éclair", "small tall"];
  const enabled = labels.map(() => false);

  it.each([
    ["one character finds the first match after the active option", "l", 0, 2],
    ["a repeated character cycles to the next match", "s", 0, 3],
    ["…and wraps round", "ss", 3, 6],
    ["…past the end to the start", "sss", 6, 0],
    ["a longer buffer matches from the active option", "sa", 0, 3],
    ["a longer buffer matches the active option itself", "sm", 0, 0],
    ["ignores case", "MED", 0, 1],
    ["ignores accents", "ec", 0, 5],
    ["matches later words only as prefixes of the label", "lar", 0, 2],
    ["no match", "q", 0, null],
    ["empty buffer", "", 0, null],
    ["nothing active yet", "m", -1, 1],
  ] as const)("%s", (_case, buffer, from, expected) => {
    expect(typeAheadMatch(labels, enabled, buffer, from)).toBe(expected);
  });

  it("ignores a label's leading space; a lone space matches nothing", () => {
    expect(typeAheadMatch([" Tall", "Short"], [false, false], "t", 1)).toBe(0);
    expect(typeAheadMatch(["Slim fit", "Tall"], [false, false], " ", 0)).toBe(null);
  });

  it("skips disabled options", () => {
    const disabled = [false, false, true, false, false, false, false];
    expect(typeAheadMatch(labels, disabled, "l", 0)).toBe(null);
    expect(typeAheadMatch(labels, disabled, "e", 0)).toBe(4);
  });

  it.each([
    [{ key: "a", ctrlKey: false, metaKey: false, altKey: false }, true],
    [{ key: " ", ctrlKey: false, metaKey: false, altKey: false }, true],
    [{ key: "a", ctrlKey: true, metaKey: false, altKey: false }, false],
    [{ key: "ArrowDown", ctrlKey: false, metaKey: false, altKey: false }, false],
  ])("isTypeAheadKey %j → %s", (event, expected) => {
    expect(isTypeAheadKey(event)).toBe(expected);
  });
});
