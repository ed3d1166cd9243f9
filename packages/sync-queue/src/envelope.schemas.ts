import { z } from "zod";

/**
 * `meta` of a reply (commerce-core.md §4, §7): session expiry for the session, the refresh
 * token on login, whether a customer exists on user search. Unknown keys are kept.
 */
export const envelopeMetaSchema = z.looseObject({
  /** ISO 8601 instant at which the customer's session ends. */
  session_expires: z.iso.datetime({ offset: true }).optional(),
  refreshToken: z.string().min(1).optional(),
  customer_exists: z.boolean().optional(),
});
export type EnvelopeMeta = z.infer<typeof envelopeMetaSchema>;

/** A field error of a rejected body (HTTP 400). */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** `result` of a failed reply: the server's message, optionally with field errors. */
export const errorResultSchema = z.union([
  z.string(),
  z.looseObject({
    message: z.string().optional(),
    errorMessage: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
  }),
]);
export type ErrorResult = z.infer<typeof errorResultSchema>;

/** Any reply in the back end's envelope, before the result is checked. */
export const envelopeSchema = z.object({
  code: z.number().int(),
  result: z.unknown(),
  meta: envelopeMetaSchema.optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** The envelope of a successful reply whose result fits `result`. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({
    code: z.literal(200),
    result,
    meta: envelopeMetaSchema.optional(),
  });
}

/** The envelope of a failed reply (non-200 code). */
export const errorEnvelopeSchema = z.object({
  code: z.number().int().refine((code) => code !== 200, "an error envelope has a non-200 code"),
  result: errorResultSchema,
  meta: envelopeMetaSchema.optional(),
});

/** The server's message in an error result, if it has one. */
export function errorMessageOf(result: ErrorResult): string | undefined {
  if (typeof result === "string") return result.length > 0 ? result : undefined;
  return result.errorMessage ?? result.message;
}

/** The server's message in any reply's `result`, if it is an error result with one. */
export function serverMessageOf(result: unknown): string | undefined {
  const parsed = errorResultSchema.safeParse(result);
  return parsed.success ? errorMessageOf(parsed.data) : undefined;
}
