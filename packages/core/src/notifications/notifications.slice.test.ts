import { describe, expect, it } from "vitest";
import { ACCOUNT_ERROR, notificationFixture } from "../test-support/notification-fixture";
import { notificationAdded, notificationsSlice, selectNotifications } from "./notifications.slice";

type Added = [id: string, message: string, values?: Record<string, string | number>];

// The exported action guards on its own, not only through spawnNotification: code that
// dispatches notificationAdded directly must not show the same message twice either.
describe("notificationAdded (commerce-core.md §4: a notification with the same message as the last is not repeated)", () => {
  it.each<[string, Added[], string[]]>([
    ["a repeat of the last message is dropped", [["1", "A"], ["2", "A"], ["3", "B"]], ["1", "3"]],
    ["a message shown before, but not last, is shown again", [["1", "A"], ["2", "B"], ["3", "A"]], ["1", "2", "3"]],
    ["one key with other values is not a repeat", [["1", ACCOUNT_ERROR, { message: "Email taken" }], ["2", ACCOUNT_ERROR, { message: "Server down" }]], ["1", "2"]],
    ["one key with the same values is a repeat", [["1", ACCOUNT_ERROR, { message: "Email taken" }], ["2", ACCOUNT_ERROR, { message: "Email taken" }]], ["1"]],
  ])("%s", (_case, added, expectedIds) => {
    const state = added.reduce(
      (current, [id, message, values]) => notificationsSlice.reducer(current, notificationAdded(notificationFixture(message, values, id))),
      notificationsSlice.getInitialState(),
    );
    expect(selectNotifications({ notifications: state }).map((notification) => notification.id)).toEqual(expectedIds);
  });
});
