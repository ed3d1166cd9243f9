import { createAction } from "@reduxjs/toolkit";
import type { SyncTaskFailure } from "../errors/sync-task-error";
import type { SessionEndReason } from "../queue/sync-events";
import type { SyncTask } from "../task/sync-task.schema";

/** A task needed a cart id and none existed: the cart package re-creates the cart (commerce-core.md §4). */
export const cartIdMissing = createAction<{ taskId: string; url: string }>("syncQueue/cartIdMissing");
/** The session must end silently (failed refresh): the user package clears the customer. */
export const sessionEnded = createAction<{ reason: SessionEndReason }>("syncQueue/sessionEnded");
/** The app shows the signup/login modal. */
export const loginRequested = createAction<{ reason: SessionEndReason }>("syncQueue/loginRequested");
/** A task with a `callback_event` was transmitted; listeners match on `callbackEvent`. */
export const syncTaskDone = createAction<{ callbackEvent: string; task: SyncTask }>("syncQueue/taskDone");
/** A queued task was dropped for good (also after a reload); listeners match on `callbackEvent`. */
export const syncTaskFailed = createAction<{ callbackEvent?: string; task: SyncTask; error: SyncTaskFailure }>("syncQueue/taskFailed");
