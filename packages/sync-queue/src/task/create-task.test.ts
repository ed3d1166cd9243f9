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

describe("createTask refuses what fetch could not send (a queued one would block the queue and mark the app offline)", () => {
  it.each<[string, SyncTaskInput, RegExp]>([
    ["a host with a space", { url: "http://local host:8787/api/x" }, /^Invalid sync task for http:\/\/local host:8787\/api\/x: url: not a URL fetch can send$/],
    ["an unclosed IPv6 host", { url: "http://[::1/api/x" }, /: url: not a URL fetch can send$/],
    ["a header value with a line break", { url: URL_TEMPLATE, headers: { "X-Note": "a\nb" } }, /: payload\.headers\.X-Note: not a header fetch can send/],
    ["a header value beyond Latin-1", { url: URL_TEMPLATE, headers: { "X-Note": "Zoë 😀" } }, /: payload\.headers\.X-Note: not a header fetch can send/],
    ["a header name with a space", { url: URL_TEMPLATE, headers: { "X Note": "a" } }, /: payload\.headers\.X Note: not a header fetch can send/],
  ])("%s is a TypeError", (_case, input, message) => {
    expect(() => createTask(input, 0, 1, "t")).toThrow(TypeError);
    expect(() => createTask(input, 0, 1, "t")).toThrow(message);
  });

  it.each<[string, SyncTaskInput]>([
    ["a url template with placeholders", { url: "http://api.test/api/ext/shop/cart/{{cartId}}?token={{token}}" }],
    ["a relative url (the page resolves it)", { url: "/api/catalog" }],
    ["a Latin-1 header value", { url: URL_TEMPLATE, headers: { "X-Note": "Zoë" } }],
  ])("%s is a task", (_case, input) => {
    expect(createTask(input, 0, 1, "t").url).toBe(input.url);
  });
});
