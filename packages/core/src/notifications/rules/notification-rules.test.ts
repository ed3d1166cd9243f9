import { describe, expect, it } from "vitest";
import { ACCOUNT_ERROR, notificationFixture as note } from "../../test-support/notification-fixture";
import { notificationLifetime, repeatsLastNotification } from "./notification-rules";
import { normalizeNotificationType } from "./notification-type";

describe("normalizeNotificationType (commerce-core.md §4, presentation-content.md §8)", () => {
  it.each([
    ["secondary", "secondary"],
    ["info", "info"],
    ["success", "success"],
    ["warning", "warning"],
    ["danger", "danger"],
    ["error", "danger"],
    ["", "danger"],
    ["Success", "danger"],
    [null, "danger"],
    [undefined, "danger"],
    [3, "danger"],
    [{ type: "info" }, "danger"],
  ])("%s → %s", (type, expected) => {
    expect(normalizeNotificationType(type)).toBe(expected);
  });
});

describe("repeatsLastNotification (commerce-core.md §4: same message as the last is not repeated)", () => {
  it.each([
    ["empty list", [], "A", false],
    ["same as the last", [note("A")], "A", true],
    ["same as an earlier one only", [note("A"), note("B")], "A", false],
    ["different", [note("A")], "B", false],
    // §8 "profile failure": one key, the server message as a value; the filled text is compared.
    ["same key, different values", [note(ACCOUNT_ERROR, { message: "Email taken" })], note(ACCOUNT_ERROR, { message: "Server down" }), false],
    ["same key, same values", [note(ACCOUNT_ERROR, { message: "Email taken" })], note(ACCOUNT_ERROR, { message: "Email taken" }), true],
    ["same key, values only on the last", [note(ACCOUNT_ERROR, { message: "Email taken" })], note(ACCOUNT_ERROR), false],
    ["same filled text from another key", [note("We could not update your account: Email taken")], note(ACCOUNT_ERROR, { message: "Email taken" }), true],
  ])("%s", (_case, current, next, expected) => {
    expect(repeatsLastNotification(current, typeof next === "string" ? { message: next } : next)).toBe(expected);
  });
});

describe("notificationLifetime (commerce-core.md §9: vanish after 5000 ms unless timeToLive or hasNoTimeout)", () => {
  it.each([
    ["default", { hasNoTimeout: false }, 5000],
    ["own timeToLive", { hasNoTimeout: false, timeToLive: 1200 }, 1200],
    ["hasNoTimeout", { hasNoTimeout: true }, undefined],
    ["hasNoTimeout beats timeToLive", { hasNoTimeout: true, timeToLive: 1200 }, undefined],
  ])("%s", (_case, notification, expected) => {
    expect(notificationLifetime(notification, 5000)).toBe(expected);
  });
});
