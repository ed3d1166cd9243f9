import { PUBLIC_API_TIMEOUT_MS, publicApis } from "@shop/vitest-config/public-api";
import { describe, expect, it } from "vitest";
import * as api from "./index";
import * as testing from "./testing/index";

// Guards the public API: a change here must be deliberate (and get a changeset).
describe("@shop/sync-queue exports", () => {
  it("exports exactly the public API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "CART_ID_PLACEHOLDER",
      "HTTP_METHODS",
      "IDEMPOTENCY_KEY_HEADER",
      "REFRESH_FAILED",
      "REFRESH_IDLE",
      "REFRESH_IN_PROGRESS",
      "SYNC_MESSAGES",
      "StorageTimeoutError",
      "SyncTaskError",
      "TOKEN_PLACEHOLDER",
      "appendQuery",
      "bindSyncQueueToStore",
      "buildUrl",
      "cartIdMissing",
      "connectivityChanged",
      "connectivitySlice",
      "createLocalForageStorage",
      "createMemorySessionTokens",
      "createMemoryStorage",
      "createResilientStorage",
      "createSyncClient",
      "createSyncEvents",
      "createSyncQueue",
      "createTask",
      "decideBeforeSend",
      "decideOnUnauthorized",
      "envelopeMetaSchema",
      "envelopeOf",
      "envelopeSchema",
      "errorEnvelopeSchema",
      "errorMessageOf",
      "errorResultSchema",
      "fieldErrorSchema",
      "fillUrlTemplate",
      "isJsonContentType",
      "isOfflineFailure",
      "isSyncTaskError",
      "listenToBrowserConnectivity",
      "loginRequested",
      "needsCartId",
      "readReply",
      "selectIsOnline",
      "selectPendingTaskCount",
      "selectSessionExpires",
      "selectTokenRefreshLock",
      "sessionEnded",
      "sessionExpiresReceived",
      "syncQueueSizeChanged",
      "syncQueueSlice",
      "syncTaskDone",
      "syncTaskFailed",
      "syncTaskSchema",
      "taskPayloadSchema",
      "tokenRefreshChanged",
      "usesToken",
    ]);
  });

  it("exports the test helpers at ./testing", () => {
    expect(Object.keys(testing).sort()).toEqual([
      "apiUrl",
      "createMemoryStorage",
      "createSyncTestStore",
      "createTestClient",
      "envelopeReply",
      "errorReply",
      "refreshReply",
      "settleWithClock",
    ]);
  });

  // Type-only exports are invisible at run time: the compiler lists them (@shop/vitest-config/public-api).
  it("declares exactly the public types", { timeout: PUBLIC_API_TIMEOUT_MS }, () => {
    const declared = publicApis(["src/index.ts","src/testing/index.ts"]);
    expect(Object.fromEntries(Object.entries(declared).map(([entry, api]) => [entry, api.types]))).toEqual({
      "src/index.ts": [
        "ApiLocation",
        "CallOptions",
        "ConnectivityReason",
        "ConnectivityState",
        "ConnectivityTarget",
        "Envelope",
        "EnvelopeMeta",
        "ErrorResult",
        "FetchLike",
        "FieldError",
        "HttpMethod",
        "JsonBody",
        "JsonBodyCheck",
        "JsonBodyOption",
        "JsonInput",
        "JsonValue",
        "KeyValueStorage",
        "LocalForageStorageOptions",
        "MemorySessionTokens",
        "Query",
        "QueryValue",
        "RawReply",
        "ReplyOutcome",
        "RequestOptions",
        "ResilientStorage",
        "ResilientStorageOptions",
        "ResilientStorageStatus",
        "SchemaIssue",
        "SessionEndReason",
        "SessionTokens",
        "StorageErrorEvent",
        "StorageOperation",
        "StorageUsage",
        "SyncBindableStore",
        "SyncClient",
        "SyncEventMap",
        "SyncEventName",
        "SyncEvents",
        "SyncExtra",
        "SyncQueue",
        "SyncQueueOptions",
        "SyncQueueState",
        "SyncReply",
        "SyncTask",
        "SyncTaskErrorInit",
        "SyncTaskErrorKind",
        "SyncTaskFailure",
        "SyncTaskInput",
        "TaskPayload",
        "TokenRefreshState"
      ],
      "src/testing/index.ts": [
        "SyncTestState",
        "SyncTestStore",
        "TestClient",
        "TestSyncQueueOptions"
      ]
    });
  });
});
