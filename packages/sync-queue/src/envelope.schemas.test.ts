import { describe, expect, it } from "vitest";
import { z } from "zod";
import { envelopeOf, envelopeSchema, errorEnvelopeSchema, errorMessageOf, errorResultSchema, metaIssuesOf, serverMessageOf } from "./envelope.schemas";

describe("the {code, result, meta} envelope (commerce-core.md §5, §7, §8)", () => {
  const product = envelopeOf(z.object({ sku: z.string() }));

  it.each([
    ["a 200 reply with a fitting result", { code: 200, result: { sku: "A" } }, true],
    ["meta with session_expires and unknown keys", { code: 200, result: { sku: "A" }, meta: { session_expires: "2026-01-01T10:00:00Z", x: 1 } }, true],
    ["a non-200 code", { code: 500, result: { sku: "A" } }, false],
    ["a result that does not fit", { code: 200, result: { sku: 1 } }, false],
    ["no result", { code: 200 }, false],
  ])("%s", (_case, reply, ok) => {
    expect(product.safeParse(reply).success).toBe(ok);
  });

  // meta is optional: a field that does not fit is dropped, the reply and the other fields stay.
  it.each([
    ["meta null", null, undefined],
    ["meta that is no object", "expired", undefined],
    ["session_expires without an offset", { session_expires: "2026-01-01T10:00:00", refreshToken: "r" }, { session_expires: undefined, refreshToken: "r" }],
    ["session_expires that is no date", { session_expires: "tomorrow", customer_exists: true }, { session_expires: undefined, customer_exists: true }],
    ["an empty refreshToken", { refreshToken: "", session_expires: "2026-01-01T10:00:00Z" }, { refreshToken: undefined, session_expires: "2026-01-01T10:00:00Z" }],
    ["customer_exists as a number", { customer_exists: 1, x: 2 }, { customer_exists: undefined, x: 2 }],
  ])("%s keeps the reply, without the field that does not fit (meta leniency)", (_case, meta, kept) => {
    const parsed = product.safeParse({ code: 200, result: { sku: "A" }, meta });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.result).toEqual({ sku: "A" });
    expect(parsed.data?.meta).toEqual(kept);
  });

  it.each([
    ["no meta", undefined, []],
    ["meta null", null, []],
    ["fitting meta", { session_expires: "2026-01-01T10:00:00+01:00", refreshToken: "r", customer_exists: false, other: 1 }, []],
    ["meta that is no object", "expired", ["meta"]],
    ["three fields that do not fit", { session_expires: "tomorrow", refreshToken: "", customer_exists: 1 }, ["meta.session_expires", "meta.refreshToken", "meta.customer_exists"]],
  ])("metaIssuesOf %s names what was dropped", (_case, meta, paths) => {
    expect(metaIssuesOf(meta).map((issue) => issue.path)).toEqual(paths);
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

  // commerce-core.md §8 "other non-200 with message, task not silent → error notification with
  // the server message": each field is read on its own, so an odd neighbour never loses the message.
  it.each([
    ["errors as a list of names", { message: "Invalid customer", errors: ["email"] }, "Invalid customer", [{ path: "", message: "email" }]],
    ["a null message next to errorMessage", { errorMessage: "Bad password", message: null }, "Bad password", undefined],
    ["errors shaped {field, message}", { message: "Invalid address", errors: [{ field: "postcode", message: "Required" }] }, "Invalid address", [{ path: "postcode", message: "Required" }]],
    ["one odd entry among good ones", { message: "Invalid", errors: [{ path: "a", message: "A" }, 42, { path: "b" }] }, "Invalid", [{ path: "a", message: "A" }]],
    ["errors that is no list", { message: "Invalid", errors: "email" }, "Invalid", undefined],
    ["an empty errorMessage next to a message", { errorMessage: "", message: "Cart is locked" }, "Cart is locked", undefined],
    ["a message of the wrong type next to errorMessage", { errorMessage: "Bad password", message: { text: "x" } }, "Bad password", undefined],
  ])("an error result with %s keeps its message and usable field errors", (_case, result, message, errors) => {
    const parsed = errorResultSchema.parse(result);
    expect(errorMessageOf(parsed)).toBe(message);
    expect(serverMessageOf(result)).toBe(message);
    expect(typeof parsed === "object" ? parsed.errors : undefined).toEqual(errors);
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
