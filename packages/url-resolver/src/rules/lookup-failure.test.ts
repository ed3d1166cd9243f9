import type { ShopRuntime } from "@shop/core";
import { SyncTaskError, type SyncTaskErrorKind } from "@shop/sync-queue";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { lookupFailureOf, readLookupFailure, unresolvedOutcome, type FailureReading, type LookupStep } from "./lookup-failure";

const failed = (kind: SyncTaskErrorKind, code?: number) => new SyncTaskError({ kind, message: `${kind} ${code ?? ""}`, ...(code !== undefined && { code }) });
const invalidAnswer = z.object({ url_path: z.string() }).safeParse({ url_path: 42 }).error;

describe("how a failed step counts (commerce-core.md §2 Navigation resolution, §8 route lookup failures; ARCHITECTURE Server rendering: 503 when the back end fails)", () => {
  it.each<[string, unknown, LookupStep, boolean, ShopRuntime | undefined, FailureReading]>([
    // Offline: only in the browser, as @shop/sync-queue's isOfflineFailure says.
    ["not sent: the browser is offline", failed("offline"), "url-map", true, undefined, "offline"],
    ["no reply while the queue already said offline", failed("network"), "product-lookup", true, "browser", "offline"],
    ["no reply while online (refused, timed out)", failed("network"), "url-map", false, undefined, "error"],
    ["a gateway's 502 page while online", failed("network", 502), "url-map", false, undefined, "error"],
    // On a server offline never applies: the back end failed this render.
    ["on a server, not sent (a queue set offline)", failed("offline"), "url-map", true, "server", "error"],
    ["on a server, no reply while the queue said offline", failed("network"), "cms-lookup", true, "server", "error"],
    ["on a server, no reply", failed("network"), "url-map", false, "server", "error"],
    // The back end answered, but not with the path's answer.
    ["a 500 in the envelope", failed("server", 500), "url-map", false, undefined, "error"],
    ["a 500 HTML page", failed("bad-content-type", 500), "redirect-lookup", false, undefined, "error"],
    ["an empty reply", failed("empty-response", 200), "url-map", false, undefined, "error"],
    ["a reply out of the map's schema", failed("schema", 200), "url-map", false, undefined, "error"],
    ["a 401", failed("unauthorized", 401), "url-map", false, undefined, "error"],
    ["a look-up seam that threw", new Error("search index down"), "product-lookup", false, undefined, "error"],
    ["a look-up's answer out of shape", invalidAnswer, "category-lookup", false, undefined, "error"],
    // A back end without the URL calls (README: "a back end without the map" is supported).
    ["the map answered 404 (JSON)", failed("server", 404), "url-map", false, undefined, "unavailable"],
    ["the map answered a 404 HTML page", failed("bad-content-type", 404), "url-map", false, "server", "unavailable"],
    ["the redirect look-up answered 405", failed("server", 405), "redirect-lookup", false, undefined, "unavailable"],
    ["the map answered 501", failed("server", 501), "url-map", false, undefined, "unavailable"],
    ["a look-up seam's 404 is no missing call of ours: an error", failed("server", 404), "product-lookup", false, undefined, "error"],
  ])("%s → %s", (_case, error, step, sentWhileOffline, runtime, reading) => {
    expect(readLookupFailure(error, { step, sentWhileOffline, runtime })).toBe(reading);
  });
});

describe("what an unanswered path resolves to (commerce-core.md §2: page-not-found, offline store home; error screen)", () => {
  it.each<[string, FailureReading[], ReturnType<typeof unresolvedOutcome>]>([
    ["every step missed cleanly", [], "not-found"],
    ["the map is not there, the look-ups missed", ["unavailable"], "not-found"],
    ["a step failed", ["error"], "error"],
    ["the map is not there, a look-up failed", ["unavailable", "error"], "error"],
    ["offline", ["offline"], "offline-home"],
    ["a timeout, then offline (the connection was lost)", ["error", "offline"], "offline-home"],
  ])("%s → %s", (_case, readings, outcome) => {
    expect(unresolvedOutcome(readings)).toBe(outcome);
  });
});

describe("a failure as plain data (serialisable: no error object, message or url)", () => {
  it.each<[string, unknown, object]>([
    ["a sync error with its code", failed("server", 500), { step: "url-map", kind: "server", code: 500 }],
    ["a sync error without reply", failed("network"), { step: "url-map", kind: "network" }],
    ["any other error", new Error("boom"), { step: "url-map", kind: "exception" }],
    ["a thrown string", "boom", { step: "url-map", kind: "exception" }],
  ])("%s", (_case, error, failure) => {
    expect(lookupFailureOf(error, "url-map")).toEqual(failure);
    expect(JSON.parse(JSON.stringify(lookupFailureOf(error, "url-map")))).toEqual(failure);
  });
});
