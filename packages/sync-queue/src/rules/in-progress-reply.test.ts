import { describe, expect, it } from "vitest";
import { isInProgressReply, sendsIdempotencyKey, type InProgressTask } from "./in-progress-reply";
import { readReply, type RawReply } from "./read-reply";

const STILL_PROCESSING = JSON.stringify({ code: 409, result: "A request with this Idempotency-Key is still being processed." });
/** apps/api's reply to a replay while the key's first request runs. */
const inProgress: RawReply = { status: 409, contentType: "application/json", text: STILL_PROCESSING, retryAfter: "1" };
const queuedOrder: InProgressTask = { queued: true, method: "POST" };

describe("a 409 or 504 with Retry-After to a queued write is no answer yet (commerce-core.md §4 Network tasks: transmitted with result and code)", () => {
  it.each<[string, Partial<RawReply>, Partial<InProgressTask>, boolean]>([
    ["the in-progress 409 to a queued POST", {}, {}, true],
    ["…to a queued PUT, PATCH or DELETE too", {}, { method: "DELETE" }, true],
    ["Retry-After as an HTTP date", { retryAfter: "Thu, 15 Jan 2026 12:01:30 GMT" }, {}, true],
    ["a 409 without Retry-After: a conflict, the answer", { retryAfter: undefined }, {}, false],
    ["an empty Retry-After counts as none", { retryAfter: " " }, {}, false],
    ["the same reply to a direct execute(): its caller gets the answer", {}, { queued: false }, false],
    ["a GET sends no Idempotency-Key: nothing of it can be in progress", {}, { method: "GET" }, false],
    ["HTTP 409 whose envelope says 200: the envelope's answer", { text: JSON.stringify({ code: 200, result: "ok" }) }, {}, false],
    ["envelope 409 under HTTP 200", { status: 200 }, {}, false],
    ["a 409 HTML page with Retry-After: not the back end's envelope (bad content-type as before)", { contentType: "text/html", text: "<h1>Conflict</h1>" }, {}, false],
    ["apps/api's own timeout: 504 in the envelope with Retry-After (the work may still finish)", { status: 504, text: JSON.stringify({ code: 504, result: "timed out" }) }, {}, true],
    ["a 504 envelope without Retry-After: a plain timeout, the answer", { status: 504, text: JSON.stringify({ code: 504, result: "timed out" }), retryAfter: undefined }, {}, false],
    ["HTTP 504 whose envelope says 409: codes must agree", { status: 504 }, {}, false],
    ["a 503 envelope with Retry-After: the back end's answer (gateway pages are decided elsewhere)", { status: 503, text: JSON.stringify({ code: 503, result: "down" }) }, {}, false],
  ])("%s → %s", (_case, reply, task, expected) => {
    const raw = { ...inProgress, ...reply };
    expect(isInProgressReply(raw, readReply(raw), { ...queuedOrder, ...task })).toBe(expected);
  });

  it.each([
    ["GET", false],
    ["POST", true],
    ["PUT", true],
    ["PATCH", true],
    ["DELETE", true],
  ])("%s sends the task id as Idempotency-Key: %s", (method, sends) => {
    expect(sendsIdempotencyKey(method)).toBe(sends);
  });
});
