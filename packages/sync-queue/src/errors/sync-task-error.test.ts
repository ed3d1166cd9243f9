import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { FetchLike } from "../queue/transport";
import { createTask } from "../task/create-task";
import { createTestClient } from "../testing/test-sync-queue";
import { describeTask, isOfflineFailure, isSyncTaskError, SyncTaskError } from "./sync-task-error";

describe("SyncTaskError task fields", () => {
  it("describeTask names the task by id, method and url template (placeholders not filled)", () => {
    const task = createTask({ url: "http://shop.test/api/cart/pull?token={{token}}&cartId={{cartId}}", method: "POST", body: {} }, 0, 1, "task-1");
    expect(describeTask(task)).toEqual({ taskId: "task-1", method: "POST", url: "http://shop.test/api/cart/pull?token={{token}}&cartId={{cartId}}" });
    const error = new SyncTaskError({ kind: "network", message: "down", ...describeTask(task) });
    expect(isSyncTaskError(error, "network")).toBe(true);
    expect(error).toMatchObject({ taskId: "task-1", method: "POST", url: "http://shop.test/api/cart/pull?token={{token}}&cartId={{cartId}}" });
  });
});

describe("isOfflineFailure (commerce-core.md §8 search while offline: empty result with offline flag; while online error is logged and rejected)", () => {
  const failure = (kind: SyncTaskError["kind"]) => new SyncTaskError({ kind, message: kind });
  it.each([
    ["not sent: offline", failure("offline"), false, true],
    ["no reply, sent while the queue said offline", failure("network"), true, true],
    ["no reply, sent while online", failure("network"), false, false],
    ["a server error while offline", failure("server"), true, false],
    ["not a SyncTaskError", new Error("offline"), true, false],
  ])("%s → %s", (_case, error, sentWhileOffline, expected) => {
    expect(isOfflineFailure(error, sentWhileOffline)).toBe(expected);
  });

  it("with a queue: the first call without reply is an online failure (it sets the queue offline), the next one sent while offline is offline", async () => {
    const refused: FetchLike = () => Promise.reject(new TypeError("fetch failed: connection refused"));
    const { client, queue } = createTestClient({ fetch: refused });
    const call = async () => {
      const sentWhileOffline = !queue.isOnline();
      const error = await client.get("/api/catalog/idx/product/_search", { schema: z.unknown() }).then(() => undefined, (rejection: unknown) => rejection);
      return { error, offline: isOfflineFailure(error, sentWhileOffline) };
    };
    const first = await call();
    expect(first).toMatchObject({ error: { kind: "network" }, offline: false });
    // Read after the failure, the queue already says offline: why the connectivity is read before the call.
    expect(queue.isOnline()).toBe(false);
    expect(await call()).toMatchObject({ error: { kind: "network" }, offline: true });
    queue.setOnline(false);
    expect(await call()).toMatchObject({ error: { kind: "offline" }, offline: true });
  });
});
