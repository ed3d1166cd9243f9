import { describe, expect, it } from "vitest";
import { readReply } from "./read-reply";

const JSON_TYPE = "application/json; charset=utf-8";

describe("reading a reply (commerce-core.md §5 responses must be JSON, §8 error catalogue)", () => {
  it.each([
    ["HTML", 200, "text/html", "<html></html>", "bad-content-type", "Error with response - bad content-type!"],
    ["no content type", 200, null, "{}", "bad-content-type", "Error with response - bad content-type!"],
    ["an empty body", 200, JSON_TYPE, "", "empty-response", "Unhandled error, wrong response format!"],
    ["whitespace only", 200, JSON_TYPE, "  \n", "empty-response", "Unhandled error, wrong response format!"],
    ["JSON null", 200, JSON_TYPE, "null", "empty-response", "Unhandled error, wrong response format!"],
    ["invalid JSON", 200, JSON_TYPE, "{code:", "wrong-format", "Unhandled error, wrong response format!"],
    ["JSON that is not an envelope", 200, JSON_TYPE, '{"items":[]}', "wrong-format", "Unhandled error, wrong response format!"],
    ["a 502 page from a proxy", 502, "text/html", "Bad gateway", "bad-content-type", "Error with response - bad content-type!"],
  ])("%s is invalid", (_case, status, contentType, text, kind, message) => {
    expect(readReply({ status, contentType, text })).toMatchObject({ type: "invalid", kind, message });
  });

  it("names the missing envelope fields", () => {
    const outcome = readReply({ status: 200, contentType: JSON_TYPE, text: '{"result":1}' });
    expect(outcome).toMatchObject({ type: "invalid", issues: [expect.objectContaining({ path: "code" })] });
  });

  it.each([
    ["HTTP 401 with HTML", 401, "text/html", "Unauthorized", null],
    ["HTTP 401 with an envelope", 401, JSON_TYPE, '{"code":401,"result":"no"}', { code: 401, result: "no" }],
    ["code 401 in a 200 reply", 200, JSON_TYPE, '{"code":401,"result":"no"}', { code: 401, result: "no" }],
  ])("%s is unauthorized", (_case, status, contentType, text, envelope) => {
    expect(readReply({ status, contentType, text })).toEqual({ type: "unauthorized", envelope });
  });

  it.each([
    ["a 200 envelope", 200, "application/json", '{"code":200,"result":{"a":1},"meta":{"session_expires":"2026-01-01T10:00:00Z"}}'],
    ["a 500 envelope in HTTP 500", 500, JSON_TYPE, '{"code":500,"result":"Boom"}'],
    ["a +json content type", 200, "application/problem+json", '{"code":404,"result":"Not found"}'],
  ])("%s is an envelope", (_case, status, contentType, text) => {
    expect(readReply({ status, contentType, text })).toEqual({ type: "envelope", envelope: JSON.parse(text) });
  });

  it("an envelope whose meta fields do not fit is read, naming the ignored fields (§4 meta is optional)", () => {
    const text = '{"code":200,"result":1,"meta":{"session_expires":"tomorrow","refreshToken":"r2"}}';
    expect(readReply({ status: 200, contentType: JSON_TYPE, text })).toEqual({
      type: "envelope",
      envelope: { code: 200, result: 1, meta: { session_expires: undefined, refreshToken: "r2" } },
      ignoredMeta: [{ path: "meta.session_expires", message: expect.stringContaining("Invalid") }],
    });
  });

  describe("bare replies (search-engine style: the body is the result, the HTTP status its code)", () => {
    it.each([
      ["a search reply", 200, JSON_TYPE, '{"hits":{"total":0,"hits":[]}}', { code: 200, result: { hits: { total: 0, hits: [] } } }],
      ["a search error in HTTP 404", 404, JSON_TYPE, '{"error":{"type":"x","reason":"y"},"status":404}', { code: 404, result: { error: { type: "x", reason: "y" }, status: 404 } }],
      ["an array", 200, JSON_TYPE, "[1,2]", { code: 200, result: [1, 2] }],
    ])("%s is read as an envelope", (_case, status, contentType, text, envelope) => {
      expect(readReply({ status, contentType, text }, { bare: true })).toEqual({ type: "envelope", envelope });
    });

    it.each([
      ["HTML", 200, "text/html", "<html></html>", "bad-content-type"],
      ["JSON null", 200, JSON_TYPE, "null", "empty-response"],
      ["an empty body", 200, JSON_TYPE, "", "empty-response"],
      ["invalid JSON", 200, JSON_TYPE, "{hits", "wrong-format"],
    ])("%s is still invalid", (_case, status, contentType, text, kind) => {
      expect(readReply({ status, contentType, text }, { bare: true })).toMatchObject({ type: "invalid", kind });
    });

    it("HTTP 401 is still unauthorized", () => {
      expect(readReply({ status: 401, contentType: JSON_TYPE, text: '{"error":"no"}' }, { bare: true })).toMatchObject({ type: "unauthorized" });
    });
  });
});
