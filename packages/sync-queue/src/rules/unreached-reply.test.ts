import { describe, expect, it } from "vitest";
import { readReply } from "./read-reply";
import { isUnreachedReply } from "./unreached-reply";

const JSON_TYPE = "application/json";

describe("a reply that never reached the back end counts as no reply (commerce-core.md §4 Network tasks, §5, §8)", () => {
  it.each([
    ["a 503 HTML page from a proxy", 503, "text/html", "<h1>503 Service Unavailable</h1>", true],
    ["a 502 bad gateway page", 502, "text/html", "Bad gateway", true],
    ["a 504 gateway timeout without content type", 504, null, "", true],
    ["a 408 request timeout", 408, "text/plain", "Request Timeout", true],
    ["a 429 with a foreign JSON body", 429, JSON_TYPE, '{"message":"Too Many Requests"}', true],
    ["a 503 with an empty JSON body", 503, JSON_TYPE, "", true],
    ["the back end's own 503 envelope", 503, JSON_TYPE, '{"code":503,"result":"Maintenance"}', false],
    ["a 500 HTML page (the back end failed)", 500, "text/html", "<h1>Internal Server Error</h1>", false],
    ["a 200 text/plain reply", 200, "text/plain", "oops", false],
    ["a 404 HTML page", 404, "text/html", "Not found", false],
  ])("%s → %s", (_case, status, contentType, text, unreached) => {
    const reply = { status, contentType, text };
    expect(isUnreachedReply(reply, readReply(reply))).toBe(unreached);
  });

  it("a bare reply (search engine) with JSON is the engine's answer, an HTML 503 is not", () => {
    const json = { status: 503, contentType: JSON_TYPE, text: '{"error":"no shard"}' };
    const html = { status: 503, contentType: "text/html", text: "<h1>503</h1>" };
    expect(isUnreachedReply(json, readReply(json, { bare: true }))).toBe(false);
    expect(isUnreachedReply(html, readReply(html, { bare: true }))).toBe(true);
  });
});
