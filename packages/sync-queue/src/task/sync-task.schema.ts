import { z } from "zod";
import { envelopeMetaSchema } from "../envelope.schemas";
import type { JsonInput } from "./json-body";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

// What fetch itself refuses with a TypeError before any request (a host with a space, a header
// value with a line break or beyond Latin-1) is no task: queued, it would fail as "no reply",
// mark the app offline and block every task behind it, after a reload too.

/** A url fetch can parse; a relative one is resolved against the page, as a browser's fetch does. */
function isFetchableUrl(url: string): boolean {
  try {
    new URL(url, "http://relative.invalid/");
    return true;
  } catch {
    return false;
  }
}

const sendableHeaders = z.record(z.string(), z.string()).superRefine((headers, ctx) => {
  for (const [name, value] of Object.entries(headers)) {
    try {
      new Headers([[name, value]]);
    } catch (error) {
      ctx.addIssue({ code: "custom", path: [name], message: `not a header fetch can send (${error instanceof Error ? error.message : String(error)})` });
    }
  }
});

/** What is sent: method, extra headers and a JSON body (serialized at send time). */
export const taskPayloadSchema = z.object({
  method: z.enum(HTTP_METHODS),
  headers: sendableHeaders,
  body: z.json().optional(),
  /**
   * The reply is the result itself, not the `{code, result, meta}` envelope, and its HTTP
   * status is the result code: search-engine style replies (catalogue search, URL map).
   */
  bareReply: z.boolean().optional(),
  /**
   * How long to wait for the reply (ms) instead of `config.network.requestTimeoutMs`, e.g.
   * `config.search.clientTimeoutMs` (commerce-core.md §9 "Search: client timeout 5000 ms").
   * Kept with a queued task, so a replay after a reload waits as long.
   */
  timeoutMs: z.number().int().positive().optional(),
});
export type TaskPayload = z.infer<typeof taskPayloadSchema>;

/**
 * The sync task of commerce-core.md §3 (field names as the spec spells them, `transmited`
 * included). Times are epoch milliseconds from the injected clock, so tasks stay
 * serializable in storage and in Redux. `seq` orders the persisted queue.
 */
export const syncTaskSchema = z.object({
  task_id: z.string().min(1),
  /** Absolute url template; may hold `{{token}}` and `{{cartId}}`. */
  url: z.string().min(1).refine(isFetchableUrl, "not a URL fetch can send"),
  payload: taskPayloadSchema,
  /** Event emitted with the finished task, so a replay after a reload still reaches its owner. */
  callback_event: z.string().min(1).optional(),
  transmited: z.boolean(),
  transmited_at: z.number().nullable(),
  created_at: z.number(),
  updated_at: z.number(),
  result: z.unknown().optional(),
  resultCode: z.number().int().optional(),
  /** Same as resultCode (kept for callers used to fetch-like `code`). */
  code: z.number().int().optional(),
  acknowledged: z.boolean(),
  meta: envelopeMetaSchema.optional(),
  /** A silent task never raises an error notification. */
  silent: z.boolean(),
  is_result_cacheable: z.boolean(),
  seq: z.number().int().nonnegative(),
  /**
   * The gateway schedule of a queued task whose own upstream answers with a gateway's error page
   * while the back end answers (see `config.network.maxGatewayReplies` and `maxGatewayReplyMs`), kept
   * with the task so a reload keeps it. All absent until its first such page, as in tasks stored by
   * earlier versions. `gateway_replies`: the counted pages (absent = 0).
   */
  gateway_replies: z.number().int().nonnegative().optional(),
  /** When the first counted page of its current failing episode came (epoch ms): the span `config.network.maxGatewayReplyMs` is measured from it. */
  gateway_first_at: z.number().optional(),
  /** When its last counted page came (epoch ms): a page counted more than 20 min later starts a new episode. */
  gateway_last_at: z.number().optional(),
  /** Not sent again before this time (epoch ms): the end of its current wait. */
  gateway_retry_at: z.number().optional(),
  /** Waits so far: picks the next one (5 s, 30 s, 2 min, then 10 min). */
  gateway_waits: z.number().int().nonnegative().optional(),
});
export type SyncTask = z.infer<typeof syncTaskSchema>;

/** What a caller gives to `execute` / `queue`; the rest is filled by `createTask`. */
export interface SyncTaskInput {
  url: string;
  method?: HttpMethod;
  headers?: Record<string, string>;
  /** Stored as `JSON.stringify` sends it (`createTask`); the stored task holds only JSON. */
  body?: JsonInput;
  callback_event?: string;
  silent?: boolean;
  is_result_cacheable?: boolean;
  /** See `TaskPayload.bareReply`. */
  bareReply?: boolean;
  /** See `TaskPayload.timeoutMs`. */
  timeoutMs?: number;
}
