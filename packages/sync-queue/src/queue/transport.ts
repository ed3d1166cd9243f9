import type { Clock } from "@shop/core";
import type { RawReply } from "../rules/read-reply";

/** The part of `fetch` the queue uses; inject one, or the global is read at call time (MSW). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface OutgoingRequest {
  /** Filled: may carry the customer token and the cart id. Never put into a message. */
  url: string;
  /** What errors name: the url template (placeholders not filled), so no token or cart id reaches a log. */
  loggedUrl: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface TransportOptions {
  fetch: FetchLike | undefined;
  clock: Clock;
  /** `config.network.requestTimeoutMs`. */
  timeoutMs: number;
  /** `config.network.taskAttempts` (commerce-core.md §9: 1). */
  attempts: number;
}

/** No reply at all after every attempt (refused, reset, aborted by the timeout); `loggedUrl` is the template, never the filled url. */
export class NoReplyError extends Error {
  constructor(loggedUrl: string, cause: unknown) {
    super(`No reply from ${loggedUrl}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "NoReplyError";
  }
}

async function sendOnce(request: OutgoingRequest, options: TransportOptions): Promise<RawReply> {
  const controller = new AbortController();
  const timer = options.clock.setTimeout(() => controller.abort(new Error(`timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
  try {
    const doFetch = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
    const response = await doFetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined && { body: request.body }),
      signal: controller.signal,
    });
    const retryAfter = response.headers.get("retry-after");
    return {
      status: response.status,
      contentType: response.headers.get("content-type"),
      text: await response.text(),
      ...(retryAfter !== null && { retryAfter }),
    };
  } finally {
    options.clock.clearTimeout(timer);
  }
}

/** Sends a request, trying up to `attempts` times when no reply comes back. */
export async function sendRequest(request: OutgoingRequest, options: TransportOptions): Promise<RawReply> {
  let lastError: unknown;
  for (let attempt = 0; attempt < Math.max(1, options.attempts); attempt += 1) {
    try {
      return await sendOnce(request, options);
    } catch (error) {
      lastError = error;
    }
  }
  throw new NoReplyError(request.loggedUrl, lastError);
}
