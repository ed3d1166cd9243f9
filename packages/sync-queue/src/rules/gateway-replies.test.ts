import { createConfig } from "@shop/core";
import { describe, expect, it } from "vitest";
import {
  GATEWAY_EPISODE_GAP_MS,
  LONGEST_GATEWAY_WAIT_MS,
  decideOnGatewayReply,
  gatewayRetryAt,
  nextGatewaySchedule,
  type GatewayReplyInput,
} from "./gateway-replies";
import { MIN } from "../test-support/timing";

const NOW = 1_000 * MIN;
const DAY = 24 * 60 * MIN;
/** A queued task's page while other calls get replies, its wait over, two pages counted over 20 min (the last 10 min ago). */
const queuedAfterAnswer: GatewayReplyInput = {
  queued: true,
  failure: "page",
  answeredSinceLastTry: true,
  keptOnline: false,
  schedule: { gateway_replies: 2, gateway_first_at: NOW - 20 * MIN, gateway_last_at: NOW - 10 * MIN, gateway_retry_at: NOW, gateway_waits: 2 },
  now: NOW,
  maxReplies: 3,
  maxSpanMs: 15 * MIN,
};

describe("a gateway's error page on a task (commerce-core.md §4 Network tasks: offline tasks are queued and run when online; §8)", () => {
  it.each<[string, Partial<GatewayReplyInput>, string]>([
    ["a direct call's own page: no reply, whatever else answered", { queued: false }, "offline"],
    ["a direct call answered 401 whose refresh got a page: the back end answered, it fails", { queued: false, failure: "refresh-page" }, "fail"],
    ["a direct call answered 401 whose refresh got no reply at all", { queued: false, failure: "refresh-no-reply" }, "fail"],
    ["a queued task, nothing answered since its last try (an outage, the replay after a reload)", { answeredSinceLastTry: false }, "offline"],
    ["a queued task, nothing new answered but the connection is kept online by an earlier answer", { answeredSinceLastTry: false, keptOnline: true }, "wait"],
    ["the first counted page", { schedule: {} }, "count"],
    ["the third page reaches maxGatewayReplies, and 20 min passed since the first: dropped", {}, "drop"],
    ["the third page within 15 min of the first (a restart, a rolling deploy): counted, kept", { schedule: { gateway_replies: 2, gateway_first_at: NOW - 3 * MIN, gateway_last_at: NOW - 2 * MIN } }, "count"],
    ["20 min of pages, but only the second counted one", { schedule: { gateway_replies: 1, gateway_first_at: NOW - 20 * MIN, gateway_last_at: NOW - 20 * MIN } }, "count"],
    ["exactly at both limits", { schedule: { gateway_replies: 2, gateway_first_at: NOW - 15 * MIN, gateway_last_at: NOW - 5 * MIN } }, "drop"],
    ["the last counted page exactly the episode gap (20 min) ago: the same episode", { schedule: { gateway_replies: 2, gateway_first_at: NOW - 40 * MIN, gateway_last_at: NOW - GATEWAY_EPISODE_GAP_MS } }, "drop"],
    ["the last counted page more than 20 min ago: a new episode, its first page counted, kept", { schedule: { gateway_replies: 2, gateway_first_at: NOW - 40 * MIN, gateway_last_at: NOW - GATEWAY_EPISODE_GAP_MS - 1 } }, "count"],
    ["two blips a day apart (two pages counted yesterday): the third page starts a new episode, kept", { schedule: { gateway_replies: 2, gateway_first_at: NOW - DAY, gateway_last_at: NOW - DAY + 35_000 } }, "count"],
    ["the device clock jumped a day forward after two pages 30 s apart: counted in a new episode, kept", { now: NOW + DAY, schedule: { gateway_replies: 2, gateway_first_at: NOW - 30_000, gateway_last_at: NOW, gateway_retry_at: NOW + 30_000 } }, "count"],
    ["a task stored with a count and first time but no last time: a new episode", { schedule: { gateway_replies: 2, gateway_first_at: NOW - 20 * MIN } }, "count"],
    ["a task stored with a count but no first time (the previous version): its span starts now", { schedule: { gateway_replies: 5 } }, "count"],
    ["limits of 1 page and 0 ms drop at the first counted page", { schedule: {}, maxReplies: 1, maxSpanMs: 0 }, "drop"],
    ["a try before its wait was over counts not (one page per wait)", { schedule: { gateway_replies: 2, gateway_first_at: NOW - 20 * MIN, gateway_retry_at: NOW + 1 } }, "wait"],
    ["a queued task's 401, then a page on its refresh: counts (the 401 was the back end's answer)", { failure: "refresh-page", answeredSinceLastTry: false, schedule: {} }, "count"],
    ["…and drops past both limits like its own page", { failure: "refresh-page", answeredSinceLastTry: false }, "drop"],
    ["a queued task's 401, then no reply to its refresh: waits, never counted", { failure: "refresh-no-reply", answeredSinceLastTry: false }, "wait"],
    ["an outage never drops, however many pages were counted before", { answeredSinceLastTry: false, schedule: { gateway_replies: 9, gateway_first_at: NOW - 60 * MIN } }, "offline"],
  ])("%s → %s", (_case, input, decision) => {
    expect(decideOnGatewayReply({ ...queuedAfterAnswer, ...input })).toBe(decision);
  });
});

describe("a queued write answered 409 with Retry-After: its first try still runs (commerce-core.md §4 Network tasks; bounded like a gateway's page)", () => {
  it.each<[string, Partial<GatewayReplyInput>, string]>([
    ["the first in-progress 409: counted, it waits (the back end answered it, whatever else did)", { failure: "in-progress", answeredSinceLastTry: false, schedule: {} }, "count"],
    ["another one within the limits (a slow order, the api's lock not yet stale)", { failure: "in-progress", answeredSinceLastTry: false, schedule: { gateway_replies: 2, gateway_first_at: NOW - 3 * MIN, gateway_last_at: NOW - 2 * MIN } }, "count"],
    ["one before its wait was over counts not", { failure: "in-progress", schedule: { gateway_replies: 1, gateway_first_at: NOW - MIN, gateway_retry_at: NOW + 1 } }, "wait"],
    ["past both maxGatewayReplies and maxGatewayReplyMs: it cannot block the queue for good", { failure: "in-progress", answeredSinceLastTry: false }, "drop"],
  ])("%s → %s", (_case, input, decision) => {
    expect(decideOnGatewayReply({ ...queuedAfterAnswer, ...input })).toBe(decision);
  });
});

describe("the wait after a gateway's page (5 s, 30 s, 2 min, then 10 min; Retry-After as the least wait)", () => {
  it("waits 5 s, 30 s, 2 min, then 10 min over and over, counting pages from the first one's time", () => {
    let schedule = {};
    const waits: number[] = [];
    let now = NOW;
    let lastAt = NOW;
    for (let page = 0; page < 6; page++) {
      schedule = nextGatewaySchedule(schedule, true, now);
      const next = gatewayRetryAt(schedule, now)!;
      waits.push(next - now);
      lastAt = now;
      now = next;
    }
    expect(waits).toEqual([5_000, 30_000, 2 * MIN, 10 * MIN, 10 * MIN, 10 * MIN]);
    expect(schedule).toEqual({ gateway_replies: 6, gateway_first_at: NOW, gateway_last_at: lastAt, gateway_retry_at: now, gateway_waits: 6 });
  });

  it.each<[string, Parameters<typeof nextGatewaySchedule>, ReturnType<typeof nextGatewaySchedule>]>([
    ["an uncounted wait grows the wait, not the count nor the last counted time", [{ gateway_replies: 1, gateway_first_at: 5, gateway_last_at: 5, gateway_waits: 1 }, false, NOW], { gateway_replies: 1, gateway_first_at: 5, gateway_last_at: 5, gateway_retry_at: NOW + 30_000, gateway_waits: 2 }],
    ["an uncounted first wait keeps no count and no first time", [{}, false, NOW], { gateway_retry_at: NOW + 5_000, gateway_waits: 1 }],
    ["a counted page within 20 min of the last goes on with its episode", [{ gateway_replies: 2, gateway_first_at: NOW - 12 * MIN, gateway_last_at: NOW - 10 * MIN, gateway_waits: 3 }, true, NOW], { gateway_replies: 3, gateway_first_at: NOW - 12 * MIN, gateway_last_at: NOW, gateway_retry_at: NOW + 10 * MIN, gateway_waits: 4 }],
    ["a counted page more than 20 min after the last starts a new episode: count, first time and waits anew", [{ gateway_replies: 4, gateway_first_at: NOW - 60 * MIN, gateway_last_at: NOW - 21 * MIN, gateway_retry_at: NOW - 11 * MIN, gateway_waits: 4 }, true, NOW], { gateway_replies: 1, gateway_first_at: NOW, gateway_last_at: NOW, gateway_retry_at: NOW + 5_000, gateway_waits: 1 }],
    ["a task stored with only a count (an earlier version) starts a new episode", [{ gateway_replies: 2 }, true, NOW], { gateway_replies: 1, gateway_first_at: NOW, gateway_last_at: NOW, gateway_retry_at: NOW + 5_000, gateway_waits: 1 }],
    ["Retry-After longer than the wait is the wait", [{}, true, NOW, 90_000], { gateway_replies: 1, gateway_first_at: NOW, gateway_last_at: NOW, gateway_retry_at: NOW + 90_000, gateway_waits: 1 }],
    ["Retry-After shorter than the wait changes nothing", [{ gateway_replies: 1, gateway_first_at: NOW - MIN, gateway_last_at: NOW - MIN, gateway_waits: 3 }, true, NOW, 1_000], { gateway_replies: 2, gateway_first_at: NOW - MIN, gateway_last_at: NOW, gateway_retry_at: NOW + 10 * MIN, gateway_waits: 4 }],
    ["Retry-After of a day is bounded by the longest wait", [{}, true, NOW, 86_400_000], { gateway_replies: 1, gateway_first_at: NOW, gateway_last_at: NOW, gateway_retry_at: NOW + LONGEST_GATEWAY_WAIT_MS, gateway_waits: 1 }],
  ])("%s", (_case, args, schedule) => {
    expect(nextGatewaySchedule(...args)).toEqual(schedule);
  });

  it.each([
    ["no schedule: no wait", {}, undefined],
    ["a retry time ahead is kept", { gateway_retry_at: NOW + MIN }, NOW + MIN],
    ["a retry time past is kept (the task may go)", { gateway_retry_at: NOW - MIN }, NOW - MIN],
    ["a retry time beyond the longest wait (a clock set back) is brought back to it", { gateway_retry_at: NOW + 600 * MIN }, NOW + LONGEST_GATEWAY_WAIT_MS],
  ])("%s", (_case, schedule, retryAt) => {
    expect(gatewayRetryAt(schedule, NOW)).toBe(retryAt);
  });
});

describe("the queue's gateway limits are ShopConfig's, checked by createConfig (docs/package-contract.md §3)", () => {
  it.each([0, -1, 1.5, Number.NaN])("network.maxGatewayReplies %s is refused by path", (value) => {
    expect(() => createConfig({ network: { maxGatewayReplies: value } })).toThrow(/network\.maxGatewayReplies: /);
  });

  it("network.maxGatewayReplies 1 and 10 are taken as they are", () => {
    expect([1, 10].map((value) => createConfig({ network: { maxGatewayReplies: value } }).network.maxGatewayReplies)).toEqual([1, 10]);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("network.maxGatewayReplyMs %s is refused by path", (value) => {
    expect(() => createConfig({ network: { maxGatewayReplyMs: value } })).toThrow(/network\.maxGatewayReplyMs: /);
  });

  it("network.maxGatewayReplyMs 0 and 1 h are taken as they are", () => {
    expect([0, 3_600_000].map((value) => createConfig({ network: { maxGatewayReplyMs: value } }).network.maxGatewayReplyMs)).toEqual([0, 3_600_000]);
  });
});
