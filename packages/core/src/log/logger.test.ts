import { describe, expect, it, vi } from "vitest";
import { consoleLogger, loggerOf } from "./logger";

describe("consoleLogger / loggerOf", () => {
  it("prefixes the scope and reduces an Error to its message", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    consoleLogger("stock").error("list failed", new Error("boom"));
    consoleLogger("catalog").warn("Please do set the tax.defaultCountry in order to calculate totals");
    expect(error).toHaveBeenCalledWith("[stock]", "list failed", "boom");
    expect(warn).toHaveBeenCalledWith("[catalog]", "Please do set the tax.defaultCountry in order to calculate totals");
  });

  it("uses the extra's logger when there is one", () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    loggerOf({ logger }, "x").error("m", 1);
    expect(logger.error).toHaveBeenCalledWith("m", 1);
  });
});
