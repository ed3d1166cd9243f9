import { formatIssuesInline, toConfigIssues } from "@shop/core";
import { syncTaskSchema, type SyncTask, type SyncTaskInput } from "./sync-task.schema";
import { createTaskId } from "./task-id";

/**
 * The body as `JSON.stringify` will send it: `undefined` properties dropped, `undefined` in
 * arrays and non-finite numbers `null`, `toJSON` applied (a `Date` becomes its ISO string). So
 * what is stored and validated is what is sent, and an optional field left `undefined` (which
 * TypeScript accepts) costs nothing. `undefined` as the whole body stays "no body". Input JSON
 * cannot hold at all (a BigInt, a cycle, a function or symbol as the whole body) is a TypeError.
 */
function bodyAsSent(body: unknown, url: string): unknown {
  let text: string | undefined;
  try {
    text = JSON.stringify(body);
  } catch (error) {
    throw new TypeError(`Invalid sync task for ${url}: payload.body: not JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  // JSON.stringify answers undefined (not text) for a function or a symbol.
  if (text === undefined) throw new TypeError(`Invalid sync task for ${url}: payload.body: not JSON (a ${typeof body})`);
  return JSON.parse(text) as unknown;
}

/** A new, not yet transmitted task (commerce-core.md §4 "Network tasks"); its body normalised by `bodyAsSent`. */
export function createTask(input: SyncTaskInput, now: number, seq: number, taskId: string = createTaskId()): SyncTask {
  const parsed = syncTaskSchema.safeParse({
    task_id: taskId,
    url: input.url,
    payload: {
      method: input.method ?? "GET",
      headers: input.headers ?? {},
      ...(input.body !== undefined && { body: bodyAsSent(input.body, input.url) }),
      ...(input.bareReply && { bareReply: true }),
      ...(input.timeoutMs !== undefined && { timeoutMs: input.timeoutMs }),
    },
    ...(input.callback_event !== undefined && { callback_event: input.callback_event }),
    transmited: false,
    transmited_at: null,
    created_at: now,
    updated_at: now,
    acknowledged: false,
    silent: input.silent ?? false,
    is_result_cacheable: input.is_result_cacheable ?? false,
    seq,
  });
  if (!parsed.success) {
    throw new TypeError(`Invalid sync task for ${input.url}: ${formatIssuesInline(toConfigIssues(parsed.error.issues))}`);
  }
  return parsed.data;
}
