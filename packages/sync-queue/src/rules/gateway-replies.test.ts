import { describe, expect, it } from "vitest";
import { checkMaxGatewayReplies, decideOnGatewayReply, type GatewayReplyInput } from "./gateway-replies";

const queuedAfterAnswer: GatewayReplyInput = { queued: true, answeredSinceLastTry: true, keptOnline: false, replies: 0, maxReplies: 3 };

describe("a gateway's error page on a task (commerce-core.md §4 Network tasks: offline tasks are queued and run when online; §8)", () => {
  it.each([
    ["a direct call: no reply, whatever else answered", { queued: false }, "offline"],
    ["a queued task, nothing answered since its last try (an outage, the replay after a reload)", { answeredSinceLastTry: false }, "offline"],
    ["a queued task, nothing new answered but the queue already waits online for the next reply", { answeredSinceLastTry: false, keptOnline: true, replies: 2 }, "keep"],
    ["the back end answered other calls since its last try: the first counted page", {}, "count"],
    ["the second counted page", { replies: 1 }, "count"],
    ["the third counted page reaches the limit of 3", { replies: 2 }, "drop"],
    ["a limit of 1 drops at the first counted page", { maxReplies: 1 }, "drop"],
    ["past the limit (a lower limit after an update) drops too", { replies: 5 }, "drop"],
    ["an outage never drops, however many pages were counted before", { answeredSinceLastTry: false, replies: 9 }, "offline"],
  ] as const)("%s → %s", (_case, input, decision) => {
    expect(decideOnGatewayReply({ ...queuedAfterAnswer, ...input })).toBe(decision);
  });

  it.each([0, -1, 1.5, Number.NaN])("maxGatewayReplies %s is refused at creation", (value) => {
    expect(() => checkMaxGatewayReplies(value)).toThrow(RangeError);
  });

  it("maxGatewayReplies 1 and 10 are taken as they are", () => {
    expect([checkMaxGatewayReplies(1), checkMaxGatewayReplies(10)]).toEqual([1, 10]);
  });
});
