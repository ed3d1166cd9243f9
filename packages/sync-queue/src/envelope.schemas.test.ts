import { describe, expect, it } from "vitest";
import { z } from "zod";
import { envelopeOf, envelopeSchema, errorEnvelopeSchema, errorMessageOf, serverMessageOf } from "./envelope.schemas";

describe("the {code, result, meta} envelope (commerce-core.md §5, §7)", () => {
  const product = envelopeOf(z.object({ sku: z.string() }));

  it.each([
    ["a 200 reply with a fitting result", { code: 200, result: { sku: "A" } }, true],
    ["meta with session_expires and unknown keys", { code: 200, result: { sku: "A" }, meta: { session_expires: "2026-01-01T10:00:00Z", x: 1 } }, true],
    ["a non-200 code", { code: 500, result: { sku: "A" } }, false],
    ["a result that does not fit", { code: 200, result: { sku: 1 } }, false],
    ["no result", { code: 200 }, false],
    ["a bad session_expires", { code: 200, result: { sku: "A" }, meta: { session_expires: "tomorrow" } }, false],
  ])("%s", (_case, reply, ok) => {
    expect(product.safeParse(reply).success).toBe(ok);
  });

  it("any envelope parses before its result is checked", () => {
    expect(envelopeSchema.parse({ code: 401, result: "Unauthorized" })).toEqual({ code: 401, result: "Unauthorized" });
  });

  it.each([
    ["a string result", { code: 500, result: "Boom" }, "Boom"],
    ["errorMessage wins over message", { code: 400, result: { errorMessage: "Bad password", message: "x" } }, "Bad password"],
    ["message", { code: 404, result: { message: "Not found" } }, "Not found"],
    ["field errors without a message", { code: 400, result: { errors: [{ path: "email", message: "Invalid email" }] } }, undefined],
    ["an empty string", { code: 500, result: "" }, undefined],
  ])("error message of %s", (_case, reply, message) => {
    expect(errorMessageOf(errorEnvelopeSchema.parse(reply).result)).toBe(message);
  });

  it.each([
    ["an error result", { message: "Cart is locked" }, "Cart is locked"],
    ["a string", "Boom", "Boom"],
    ["a result that is no error result", 42, undefined],
    ["an error result with a message of the wrong type", { message: 1 }, undefined],
    ["nothing", undefined, undefined],
  ])("server message of %s", (_case, result, message) => {
    expect(serverMessageOf(result)).toBe(message);
  });

  it("an error envelope cannot carry code 200", () => {
    expect(errorEnvelopeSchema.safeParse({ code: 200, result: "ok" }).success).toBe(false);
  });
});
