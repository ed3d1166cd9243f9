import { describe, expect, it } from "vitest";
import { newsletterSubscribeReplySchema, newsletterSubscribeRequestSchema } from "./newsletter.schemas";

describe("newsletter (presentation-content.md §5, §7 Newsletter)", () => {
  it.each(["", "not-an-email", "a@", "@b.nl"])("rejects %j with the spec's message", (email) => {
    const result = newsletterSubscribeRequestSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please provide an valid e-mail address");
  });

  it("accepts a valid address", () => {
    expect(newsletterSubscribeRequestSchema.parse({ email: "jan@example.nl" }).email).toBe("jan@example.nl");
  });

  it("a subscribe reply has contact_id and email_exists", () => {
    expect(newsletterSubscribeReplySchema.safeParse({ contact_id: "c-1", email_exists: false }).success).toBe(true);
    expect(newsletterSubscribeReplySchema.safeParse({ contact_id: "c-1" }).success).toBe(false);
  });
});
