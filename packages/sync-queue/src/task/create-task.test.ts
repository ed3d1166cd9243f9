import { describe, expect, it } from "vitest";
import { createTask } from "./create-task";
import type { SyncTaskInput } from "./sync-task.schema";

const URL_TEMPLATE = "http://api.test/api/ext/shop/me?token={{token}}";
/** Input TypeScript may accept but JSON holds differently: cast once here, as a caller's loose object would arrive. */
const bodyOf = (body: unknown) => createTask({ url: URL_TEMPLATE, method: "POST", body: body as SyncTaskInput["body"] }, 0, 1, "t").payload.body;

describe("createTask stores the body as JSON.stringify sends it (commerce-core.md §4 Network tasks)", () => {
  it.each<[string, unknown, unknown]>([
    ["an undefined property is left out", { customer: { firstname: "A", dob: undefined } }, { customer: { firstname: "A" } }],
    ["undefined in an array is null", [1, undefined], [1, null]],
    ["NaN and Infinity are null", { qty: Number.NaN, max: Number.POSITIVE_INFINITY }, { qty: null, max: null }],
    ["a Date is its ISO string (toJSON)", { at: new Date(Date.UTC(2026, 0, 15)) }, { at: "2026-01-15T00:00:00.000Z" }],
    ["plain JSON is kept as it is", { a: [1, "b", true, null] }, { a: [1, "b", true, null] }],
    ["null is a body", null, null],
  ])("%s", (_case, body, sent) => {
    expect(bodyOf(body)).toEqual(sent);
  });

  it("undefined as the whole body is no body", () => {
    expect(createTask({ url: URL_TEMPLATE, method: "POST" }, 0, 1, "t").payload).not.toHaveProperty("body");
  });

  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  it.each<[string, unknown, RegExp]>([
    ["a BigInt", { qty: 1n }, /^Invalid sync task for http:\/\/api\.test\/api\/ext\/shop\/me\?token=\{\{token\}\}: payload\.body: not JSON \(.*BigInt/],
    ["a cycle", cycle, /: payload\.body: not JSON \(.*circular/i],
    ["a function as the whole body", () => 1, /: payload\.body: not JSON \(a function\)$/],
  ])("%s, which JSON cannot hold, is a TypeError naming the url template", (_case, body, message) => {
    expect(() => bodyOf(body)).toThrow(TypeError);
    expect(() => bodyOf(body)).toThrow(message);
  });
});
