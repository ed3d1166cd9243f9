import type { ShopRuntime } from "@shop/core";
import { isOfflineFailure, isSyncTaskError, type SyncTaskErrorKind } from "@shop/sync-queue";
import type { ResolutionSource } from "./navigation-outcome";

/** A step of the fallback chain, named as the source it answers with. */
export type LookupStep = Exclude<ResolutionSource, "memory" | "local-cache">;

/** A failed step as plain data (serialisable: no error object, no message, no url). */
export interface LookupFailure {
  step: LookupStep;
  /** @shop/sync-queue's error kind; "exception" for any other error (a look-up seam that threw, an answer out of this package's schemas). */
  kind: SyncTaskErrorKind | "exception";
  /** The reply's HTTP status or result code, when there was a reply. */
  code?: number;
}

/**
 * How a failed step counts when nothing is found:
 * - `offline`: the shop could not ask (browser only) → the offline notification and the store home;
 * - `unavailable`: the back end has no such call (the URL map or redirect look-up answered
 *   404, 405 or 501) → as if the step were not there: a miss;
 * - `error`: any other failure → the `error` resolution (503 on the server).
 */
export type FailureReading = "offline" | "unavailable" | "error";

/** Replies that say the back end has no such call (README: "a back end without the map" is supported). */
const NO_SUCH_CALL_CODES: readonly number[] = [404, 405, 501];

/** The failure as plain data. */
export function lookupFailureOf(error: unknown, step: LookupStep): LookupFailure {
  if (!isSyncTaskError(error)) return { step, kind: "exception" };
  return { step, kind: error.kind, ...(error.code !== undefined && { code: error.code }) };
}

/**
 * commerce-core.md §2 (nothing matches: page-not-found; offline: the store home), §8 ("Route
 * lookup failures are logged and navigation continues"). Offline only in the browser, when the
 * step was not sent or got no reply while the queue already said offline (`isOfflineFailure`,
 * `sentWhileOffline` read before the step): on a server (`runtime` "server") a failure with no
 * reply is the back end failing this render, never "offline". A URL call the back end does not
 * have is no failure of the path. Anything else — 5xx, no reply while online, a gateway's page,
 * an invalid reply, a seam that threw — is an error: "not found" would be a lie a crawler and a
 * CDN keep.
 */
export function readLookupFailure(
  error: unknown,
  context: { step: LookupStep; sentWhileOffline: boolean; runtime: ShopRuntime | undefined },
): FailureReading {
  if (context.runtime !== "server" && isOfflineFailure(error, context.sentWhileOffline)) return "offline";
  const ownCall = context.step === "url-map" || context.step === "redirect-lookup";
  if (ownCall && isSyncTaskError(error) && error.code !== undefined && NO_SUCH_CALL_CODES.includes(error.code)) return "unavailable";
  return "error";
}

/**
 * What an unanswered path resolves to, by how its steps failed: offline wins (in the browser the
 * shopper's connection is gone: the store home as before), then an error (a step that might
 * have found the page failed), else page-not-found (every step missed cleanly, or had no call).
 */
export function unresolvedOutcome(readings: readonly FailureReading[]): "offline-home" | "error" | "not-found" {
  if (readings.includes("offline")) return "offline-home";
  if (readings.includes("error")) return "error";
  return "not-found";
}
