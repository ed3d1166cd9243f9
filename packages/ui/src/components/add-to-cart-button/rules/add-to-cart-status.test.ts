import { describe, expect, it } from "vitest";
import { isFeedbackStatus, nextAddToCartStatus, type AddToCartStatus } from "./add-to-cart-status";

const idle = { adding: false, failed: false };
const adding = { adding: true, failed: false };
const failed = { adding: false, failed: true };
const addingAfterFailure = { adding: true, failed: true };

describe("nextAddToCartStatus (presentation-content.md §4 add to cart from a card)", () => {
  it.each<[string, AddToCartStatus, typeof idle, typeof idle, AddToCartStatus]>([
    ["an add starts", "idle", idle, adding, "adding"],
    ["an add starts while the last one had failed", "failure", failed, addingAfterFailure, "adding"],
    ["the add ends without failure: success", "adding", adding, idle, "success"],
    ["the add ends with a failure", "adding", adding, failed, "failure"],
    ["no add was in progress: no success", "idle", idle, idle, "idle"],
    ["a failure without an add in progress still shows", "idle", idle, failed, "failure"],
    ["a failure already shown stays until its feedback time ends", "failure", failed, failed, "failure"],
    ["a stale failure flag does not come back after the feedback", "idle", failed, failed, "idle"],
    ["success stays until its feedback time ends", "success", idle, idle, "success"],
    ["adding without the signal (remount) falls back to idle", "adding", idle, idle, "idle"],
  ])("%s", (_case, status, previous, current, expected) => {
    expect(nextAddToCartStatus(status, previous, current)).toBe(expected);
  });

  it.each<[AddToCartStatus, boolean]>([
    ["idle", false],
    ["adding", false],
    ["success", true],
    ["failure", true],
  ])("%s is feedback: %s", (status, expected) => {
    expect(isFeedbackStatus(status)).toBe(expected);
  });
});
