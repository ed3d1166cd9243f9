import { toConfigIssues } from "@shop/core";
import { envelopeSchema, metaIssuesOf, type Envelope } from "../envelope.schemas";
import type { SchemaIssue } from "../errors/sync-task-error";
import { SYNC_MESSAGES } from "../errors/messages";

/** What came back over HTTP, before any interpretation. */
export interface RawReply {
  status: number;
  contentType: string | null;
  text: string;
  /** The `Retry-After` header, when sent (a gateway's 429 or 503 asks how long to wait). */
  retryAfter?: string;
}

export type ReplyOutcome =
  /** `ignoredMeta` (only when there are some): `meta` fields that did not fit and were dropped. */
  | { type: "envelope"; envelope: Envelope; ignoredMeta?: SchemaIssue[] }
  /** HTTP 401 or envelope code 401: the token was refused (commerce-core.md §4). */
  | { type: "unauthorized"; envelope: Envelope | null }
  | {
      type: "invalid";
      kind: "bad-content-type" | "empty-response" | "wrong-format";
      message: string;
      issues: SchemaIssue[];
    };

/** `application/json` and structured `+json` types count as JSON. */
export function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  return type === "application/json" || type.endsWith("+json");
}

function tryParse(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A bare reply (search-engine style) read as an envelope: the body is the result, the HTTP
 * status the code. JSON `null` stays an empty reply.
 */
function bareEnvelope(status: number, value: unknown) {
  return value === null ? envelopeSchema.safeParse(null) : envelopeSchema.safeParse({ code: status, result: value });
}

/**
 * commerce-core.md §5/§8: replies must be JSON ('Error with response - bad content-type!'),
 * an empty one is 'Unhandled error, wrong response format!', and the body must be the
 * `{code, result, meta}` envelope (or, with `bare`, any JSON value). A 401 wins over the content check so a proxy's HTML 401
 * still starts a token refresh.
 */
export function readReply(reply: RawReply, options: { bare?: boolean } = {}): ReplyOutcome {
  const json = isJsonContentType(reply.contentType);
  const parsed = json && reply.text.trim().length > 0 ? tryParse(reply.text) : null;
  const envelope = parsed?.ok ? (options.bare ? bareEnvelope(reply.status, parsed.value) : envelopeSchema.safeParse(parsed.value)) : null;
  if (reply.status === 401 || (envelope?.success && envelope.data.code === 401)) {
    return { type: "unauthorized", envelope: envelope?.success ? envelope.data : null };
  }
  if (!json) {
    return {
      type: "invalid",
      kind: "bad-content-type",
      message: SYNC_MESSAGES.badContentType,
      issues: [{ path: "content-type", message: `expected application/json, received ${reply.contentType ?? "none"}` }],
    };
  }
  if (parsed === null || (parsed.ok && parsed.value === null)) {
    return { type: "invalid", kind: "empty-response", message: SYNC_MESSAGES.wrongFormat, issues: [{ path: "(body)", message: "empty reply" }] };
  }
  if (!parsed.ok) {
    return { type: "invalid", kind: "wrong-format", message: SYNC_MESSAGES.wrongFormat, issues: [{ path: "(body)", message: `invalid JSON: ${parsed.error}` }] };
  }
  if (!envelope?.success) {
    return {
      type: "invalid",
      kind: "wrong-format",
      message: SYNC_MESSAGES.wrongFormat,
      issues: toConfigIssues(envelope?.error.issues ?? []),
    };
  }
  const ignoredMeta = options.bare ? [] : metaIssuesOf((parsed.value as { meta?: unknown }).meta);
  return { type: "envelope", envelope: envelope.data, ...(ignoredMeta.length > 0 && { ignoredMeta }) };
}

/** One log line per `meta` field a reply got wrong; `what` names the request. */
export function ignoredMetaWarnings(outcome: ReplyOutcome, what: string): string[] {
  if (outcome.type !== "envelope") return [];
  return (outcome.ignoredMeta ?? []).map((issue) => `${what}: ignored ${issue.path}: ${issue.message}`);
}
