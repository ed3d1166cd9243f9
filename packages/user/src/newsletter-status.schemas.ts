import { z } from "zod";

/** GET {newsletter}/subscribe?email: 'subscribed' or not (commerce-core.md §7 Newsletter). */
export const newsletterStatusReplySchema = z.string().transform((status) => status === "subscribed");
/** POST/DELETE answers: success on code 200, whatever the result. */
export const newsletterChangeReplySchema = z.unknown();
