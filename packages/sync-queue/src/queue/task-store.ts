import { formatIssuesInline, toConfigIssues } from "@shop/core";
import { syncTaskSchema, type SyncTask } from "../task/sync-task.schema";
import type { KeyValueStorage } from "../storage/key-value-storage";

export interface LoadedTasks {
  /** Valid tasks in queue order. */
  tasks: SyncTask[];
  /** Records that are not tasks (another version, corruption): reported, then removed. */
  rejected: { key: string; reason: string }[];
}

/**
 * The persisted queue: one record per task, keyed by task id, ordered by `seq`. A record is
 * removed only after its reply was handled, so a reload replays what was not answered.
 */
export function createTaskStore(storage: KeyValueStorage) {
  return {
    async load(): Promise<LoadedTasks> {
      const tasks: SyncTask[] = [];
      const rejected: LoadedTasks["rejected"] = [];
      await storage.iterate<unknown, undefined>((value, key) => {
        const parsed = syncTaskSchema.safeParse(value);
        if (parsed.success) tasks.push(parsed.data);
        else rejected.push({ key, reason: formatIssuesInline(toConfigIssues(parsed.error.issues)) });
        return undefined;
      });
      for (const { key } of rejected) await storage.removeItem(key);
      tasks.sort((a, b) => a.seq - b.seq);
      return { tasks, rejected };
    },
    save: (task: SyncTask) => storage.setItem(task.task_id, task),
    remove: (taskId: string) => storage.removeItem(taskId),
    clear: () => storage.clear(),
  };
}

export type TaskStore = ReturnType<typeof createTaskStore>;
