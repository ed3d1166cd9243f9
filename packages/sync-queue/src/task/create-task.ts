import { formatIssuesInline, toConfigIssues } from "@shop/core";
import { syncTaskSchema, type SyncTask, type SyncTaskInput } from "./sync-task.schema";
import { createTaskId } from "./task-id";

/** A new, not yet transmitted task (commerce-core.md §4 "Network tasks"). */
export function createTask(input: SyncTaskInput, now: number, seq: number, taskId: string = createTaskId()): SyncTask {
  const parsed = syncTaskSchema.safeParse({
    task_id: taskId,
    url: input.url,
    payload: {
      method: input.method ?? "GET",
      headers: input.headers ?? {},
      ...(input.body !== undefined && { body: input.body }),
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
