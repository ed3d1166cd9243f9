import { z } from "zod";

/** GET /api/ext/{ext}/postcode?country&postcode&houseNumber (commerce-core.md §5 "Postcode lookup only for country NL"). */
export const postcodeLookupQuerySchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  postcode: z.string().trim().min(4).max(10),
  houseNumber: z.string().trim().regex(/^\d{1,5}$/),
});
export type PostcodeLookupQuery = z.infer<typeof postcodeLookupQuerySchema>;

export const postcodeLookupReplySchema = z.object({
  postcode: z.string(),
  houseNumber: z.string(),
  street: z.string().min(1),
  city: z.string().min(1),
  country: z.string().length(2),
});
export type PostcodeLookupReply = z.infer<typeof postcodeLookupReplySchema>;
