import { describe, expect, it } from "vitest";
import * as api from "./index";

// Guards the public API: a change here must be deliberate (and get a changeset).
describe("@shop/cms exports", () => {
  it("exports exactly the public API", () => {
    expect(Object.keys(api).sort()).toEqual([
      "NEWSLETTER_EMAIL_MESSAGE",
      "newsletterEmailSchema",
      "newsletterStatusSchema",
      "newsletterSubscribeReplySchema",
      "newsletterSubscribeRequestSchema"
    ]);
  });
});
