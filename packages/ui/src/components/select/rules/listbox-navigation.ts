/**
 * Pure keyboard rules of the select-only combobox (WAI-ARIA APG "Select-Only Combobox";
 * presentation-content.md §4 "Select dropdown"). Options are addressed by index; disabled
 * options are shown but never become active.
 */

/** §9: the type-ahead buffer clears 1 s after the last key. */
export const TYPE_AHEAD_TIMEOUT_MS = 1000;
/** APG: Page Up / Page Down move by 10 options. */
export const PAGE_STEP = 10;

/**
 * The index `delta` options away from `from`, clamped to the list and skipping disabled
 * options in the direction of travel (then back the other way). `from` may be -1 (nothing
 * active) or `length` (past the end) so Home/End can be written as moves. Returns -1 when
 * no option is enabled.
 */
export function moveActive(disabled: readonly boolean[], from: number, delta: number): number {
  const count = disabled.length;
  if (count === 0) return -1;
  const step = delta < 0 ? -1 : 1;
  const target = Math.min(Math.max(from + delta, 0), count - 1);
  for (let index = target; index >= 0 && index < count; index += step) if (!disabled[index]) return index;
  for (let index = target - step; index >= 0 && index < count; index -= step) if (!disabled[index]) return index;
  return -1;
}

export const firstEnabled = (disabled: readonly boolean[]) => moveActive(disabled, -1, 1);
export const lastEnabled = (disabled: readonly boolean[]) => moveActive(disabled, disabled.length, -1);

/**
 * The option type-ahead lands on (APG): with a buffer of one repeated character ("sss") it
 * cycles through the options starting with that character, after `from`; otherwise it finds
 * the first option from `from` (inclusive) whose label starts with the buffer, wrapping
 * round. Case and accents are ignored; disabled options are skipped. Null when none matches.
 */
export function typeAheadMatch(labels: readonly string[], disabled: readonly boolean[], buffer: string, from: number): number | null {
  const wanted = fold(buffer);
  const first = wanted.charAt(0);
  if (first === "" || labels.length === 0) return null;
  const repeated = [...wanted].every((character) => character === first);
  const prefix = repeated ? first : wanted;
  const start = repeated ? from + 1 : Math.max(from, 0);
  for (let offset = 0; offset < labels.length; offset += 1) {
    const index = (((start + offset) % labels.length) + labels.length) % labels.length;
    if (!disabled[index] && fold(labels[index] ?? "").trimStart().startsWith(prefix)) return index;
  }
  return null;
}

/** Whether a key press is a printable character for type-ahead (not a shortcut). */
export function isTypeAheadKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
