export {
  envelopeMetaSchema,
  envelopeSchema,
  envelopeOf,
  errorEnvelopeSchema,
  errorResultSchema,
  errorMessageOf,
  fieldErrorSchema,
  type Envelope,
  type EnvelopeMeta,
  type ErrorResult,
  type FieldError,
} from "./envelope.schemas";

export { SYNC_MESSAGES } from "./errors/messages";
export {
  SyncTaskError,
  isOfflineFailure,
  isSyncTaskError,
  type SchemaIssue,
  type SyncTaskErrorInit,
  type SyncTaskErrorKind,
  type SyncTaskFailure,
} from "./errors/sync-task-error";

export {
  HTTP_METHODS,
  syncTaskSchema,
  taskPayloadSchema,
  type HttpMethod,
  type SyncTask,
  type SyncTaskInput,
  type TaskPayload,
} from "./task/sync-task.schema";
export type { JsonBody, JsonBodyCheck, JsonBodyOption, JsonInput, JsonValue } from "./task/json-body";
export { createTask } from "./task/create-task";

export { CART_ID_PLACEHOLDER, TOKEN_PLACEHOLDER, fillUrlTemplate, needsCartId, usesToken } from "./rules/template-url";
export { appendQuery, buildUrl, type ApiLocation, type Query, type QueryValue } from "./rules/build-url";
export { isJsonContentType, readReply, type RawReply, type ReplyOutcome } from "./rules/read-reply";
export {
  REFRESH_FAILED,
  REFRESH_IDLE,
  REFRESH_IN_PROGRESS,
  decideBeforeSend,
  decideOnUnauthorized,
  type TokenRefreshState,
} from "./rules/token-refresh-rules";

export type { KeyValueStorage } from "./storage/key-value-storage";
export { createMemoryStorage } from "./storage/memory-storage";
export { createLocalForageStorage, hasBrowserStorage, type LocalForageStorageOptions } from "./storage/localforage-storage";
export {
  createResilientStorage,
  type ResilientStorage,
  type ResilientStorageOptions,
  type ResilientStorageStatus,
  type StorageErrorEvent,
  type StorageOperation,
} from "./storage/resilient-storage";
export { StorageTimeoutError } from "./storage/with-timeout";
export type { StorageUsage } from "./storage/rules/storage-quota";

export { IDEMPOTENCY_KEY_HEADER, createSyncQueue, type SyncQueue, type SyncQueueOptions } from "./queue/sync-queue";
export type { RefreshOutcome } from "./queue/token-refresher";
export { createMemorySessionTokens, type MemorySessionTokens, type SessionTokens } from "./queue/session-tokens";
export {
  createSyncEvents,
  type ConnectivityReason,
  type SessionEndReason,
  type SyncEventMap,
  type SyncEventName,
  type SyncEvents,
} from "./queue/sync-events";
export type { FetchLike } from "./queue/transport";

export { createSyncClient, type CallOptions, type RequestOptions, type SyncClient, type SyncReply } from "./client/sync-client";

export { connectivitySlice, connectivityChanged, selectIsOnline, type ConnectivityState } from "./store/connectivity.slice";
export {
  syncQueueSlice,
  syncQueueSizeChanged,
  tokenRefreshChanged,
  sessionExpiresReceived,
  selectPendingTaskCount,
  selectTokenRefreshLock,
  selectSessionExpires,
  type SyncQueueState,
} from "./store/sync-queue.slice";
export { cartIdMissing, loginRequested, sessionEnded, syncTaskDone, syncTaskFailed } from "./store/sync-events.actions";
export { bindSyncQueueToStore, type SyncBindableStore } from "./store/bind-store";
export { listenToBrowserConnectivity, type ConnectivityTarget } from "./store/browser-connectivity";
export type { SyncExtra } from "./store/sync-extra";
export { syncQueuePackage, type SyncQueuePackageDeps } from "./store/sync-queue-package";
