import { describe, expect, it } from "vitest";
import { createManualClock } from "./manual-clock";

describe("createManualClock", () => {
  it("fires due timers in time order, including ones scheduled by timers", () => {
    const clock = createManualClock(0);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push("b@20"), 20);
    clock.setTimeout(() => {
      fired.push("a@10");
      clock.setTimeout(() => fired.push("c@15"), 5);
    }, 10);
    const cancelled = clock.setTimeout(() => fired.push("never"), 12);
    clock.clearTimeout(cancelled);
    clock.advance(19);
    expect(fired).toEqual(["a@10", "c@15"]);
    expect(clock.now()).toBe(19);
    clock.advance(1);
    expect(fired).toEqual(["a@10", "c@15", "b@20"]);
    expect(clock.pending()).toBe(0);
  });
});
