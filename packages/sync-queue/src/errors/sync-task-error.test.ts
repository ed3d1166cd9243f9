import { describe, expect, it } from "vitest";
import { createTask } from "../task/create-task";
import { describeTask, isSyncTaskError, SyncTaskError } from "./sync-task-error";

describe("SyncTaskError task fields", () => {
  it("describeTask names the task by id, method and url template (placeholders not filled)", () => {
    const task = createTask({ url: "http://shop.test/api/cart/pull?token={{token}}&cartId={{cartId}}", method: "POST", body: {} }, 0, 1, "task-1");
    expect(describeTask(task)).toEqual({ taskId: "task-1", method: "POST", url: "http://shop.test/api/cart/pull?token={{token}}&cartId={{cartId}}" });
    const error = new SyncTaskError({ kind: "network", message: "down", ...describeTask(task) });
    expect(isSyncTaskError(error, "network")).toBe(true);
    expect(error).toMatchObject({ taskId: "task-1", method: "POST", url: "http://shop.test/api/cart/pull?token={{token}}&cartId={{cartId}}" });
  });
});
