import type { Logger, NotificationInput } from "@shop/core";
import mitt from "mitt";
import type { SyncTaskError } from "../errors/sync-task-error";
import type { SyncTask } from "../task/sync-task.schema";

/** Why the connectivity changed: a browser event, a request that got no reply, or one that did. */
export type ConnectivityReason = "browser" | "request-failed" | "request-succeeded" | "manual";

/** Why the session was ended by the network layer (commerce-core.md §4 "Session and token"). */
export type SessionEndReason = "refresh-failed" | "refresh-attempts-exceeded" | "auto-refresh-off";

/** Everything the sync queue tells the app; `bindSyncQueueToStore` turns each into an action. */
// A type alias, not an interface: mitt needs the implicit index signature.
export type SyncEventMap = {
  "online-changed": { online: boolean; reason: ConnectivityReason };
  "queue-changed": { pending: number };
  "token-refresh-changed": { lock: number; attempts: number };
  /** `meta.session_expires` of a reply (ISO 8601), for the session. */
  "session-expires": { sessionExpires: string };
  /** The session must end silently: the user package clears the customer. */
  "session-ended": { reason: SessionEndReason };
  /** The app shows the signup/login modal. */
  "show-login": { reason: SessionEndReason };
  /** A task needed `{{cartId}}` and there was none: the cart package re-creates the cart. */
  "cart-id-missing": { taskId: string; url: string };
  /** An error notification for the shopper (server messages of non-silent tasks, refresh errors). */
  notification: NotificationInput;
  /** A task with a `callback_event` was transmitted (also after a reload). */
  "task-done": { callbackEvent: string; task: SyncTask };
  /**
   * A queued task was dropped for good, unsent or with a reply that failed it (also after a
   * reload, when the page that queued it is gone): `callbackEvent` names its owner when it has one.
   */
  "task-failed": { callbackEvent?: string; task: SyncTask; error: SyncTaskError };
};

export type SyncEventName = keyof SyncEventMap;
export type SyncEventHandler<K extends SyncEventName> = (payload: SyncEventMap[K]) => void;

export interface SyncEvents {
  /** Subscribes; returns the unsubscribe function. */
  on<K extends SyncEventName>(type: K, handler: SyncEventHandler<K>): () => void;
  emit<K extends SyncEventName>(type: K, payload: SyncEventMap[K]): void;
}

/** A typed emitter over mitt; its own interface keeps mitt out of the public types. */
export function createSyncEvents(): SyncEvents {
  const emitter = mitt<SyncEventMap>();
  return {
    on(type, handler) {
      emitter.on(type, handler);
      return () => emitter.off(type, handler);
    },
    emit(type, payload) {
      emitter.emit(type, payload);
    },
  };
}

/**
 * `events.emit` for places where a listener that throws must not change what the queue does
 * (ending a refresh, dropping a task): the error is logged instead, saying `during` what.
 */
export function guardedEmit(events: SyncEvents, logger: Logger, during: string) {
  return <K extends SyncEventName>(type: K, payload: SyncEventMap[K]): void => {
    try {
      events.emit(type, payload);
    } catch (error) {
      logger.error(`a "${type}" listener failed ${during}`, error);
    }
  };
}
