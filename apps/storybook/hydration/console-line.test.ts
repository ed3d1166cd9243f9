import { describe, expect, it } from "vitest";
import { consoleLine } from "./console-line";

describe("consoleLine", () => {
  it("fills printf placeholders the way the console does", () => {
    expect(consoleLine(["Each child in a list should have a unique %s prop.%s", "key", " Check Foo."])).toBe("Each child in a list should have a unique key prop. Check Foo.");
  });

  it("drops %c styles and appends values without a placeholder", () => {
    expect(consoleLine(["%cStyled", "color: red", 42])).toBe("Styled 42");
  });

  it("joins calls that do not start with a string", () => {
    expect(consoleLine([new Error("boom"), "again"])).toBe("Error: boom again");
  });
});
