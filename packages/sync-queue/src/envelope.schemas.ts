import { toConfigIssues, type ConfigIssue } from "@shop/core";
import { z } from "zod";

/** A field read on its own: a wrong value is dropped instead of failing what holds it. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The documented `meta` fields (commerce-core.md §4, §7), as the back end should send them. */
const metaFields = {
  /** ISO 8601 instant at which the customer's session ends. */
  session_expires: z.iso.datetime({ offset: true }),
  refreshToken: z.string().min(1),
  customer_exists: z.boolean(),
};

const strictMetaSchema = z.looseObject({
  session_expires: metaFields.session_expires.optional(),
  refreshToken: metaFields.refreshToken.optional(),
  customer_exists: metaFields.customer_exists.optional(),
});

/**
 * `meta` of a reply (commerce-core.md §4, §7): session expiry for the session, the refresh
 * token on login, whether a customer exists on user search. Unknown keys are kept. `meta` is
 * optional, so a field that does not fit is dropped (`readReply` reports it), never the reply.
 */
export const envelopeMetaSchema = z.looseObject({
  session_expires: lenient(metaFields.session_expires),
  refreshToken: lenient(metaFields.refreshToken),
  customer_exists: lenient(metaFields.customer_exists),
});
export type EnvelopeMeta = z.infer<typeof envelopeMetaSchema>;

/** `meta` of an envelope: `null` or a value that is no object counts as no meta. */
const optionalMeta = lenient(envelopeMetaSchema);

/**
 * What a reply's `meta` got wrong (dropped by `envelopeMetaSchema`), with paths from the
 * envelope (`meta.session_expires`). `null`/absent meta is fine.
 */
export function metaIssuesOf(meta: unknown): ConfigIssue[] {
  if (meta === null || meta === undefined) return [];
  const parsed = strictMetaSchema.safeParse(meta);
  return parsed.success ? [] : toConfigIssues(parsed.error.issues.map((issue) => ({ ...issue, path: ["meta", ...issue.path] })));
}

/** A field error of a rejected body (HTTP 400). */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** One entry of `errors` as back ends send it: `{path, message}`, `{field, message}` or a bare message. */
const fieldErrorInputSchema = z.union([
  fieldErrorSchema,
  z.object({ field: z.string(), message: z.string() }).transform(({ field, message }): FieldError => ({ path: field, message })),
  z.string().transform((message): FieldError => ({ path: "", message })),
]);

/** `errors` entry by entry: an entry of another shape is skipped, the others are kept. */
const fieldErrorsSchema = z.array(z.unknown()).transform((entries) =>
  entries.flatMap((entry) => {
    const parsed = fieldErrorInputSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  }),
);

/**
 * `result` of a failed reply: the server's message, optionally with field errors. Each field
 * is read on its own (commerce-core.md §8 "error notification with the server message"): an
 * odd `errors` or a `null` message never costs the other field's message.
 */
export const errorResultSchema = z.union([
  z.string(),
  z.looseObject({
    message: lenient(z.string().min(1)),
    errorMessage: lenient(z.string().min(1)),
    errors: lenient(fieldErrorsSchema),
  }),
]);
export type ErrorResult = z.infer<typeof errorResultSchema>;

/** Any reply in the back end's envelope, before the result is checked. */
export const envelopeSchema = z.object({
  code: z.number().int(),
  result: z.unknown(),
  meta: optionalMeta,
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** The envelope of a successful reply whose result fits `result`. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({
    code: z.literal(200),
    result,
    meta: optionalMeta,
  });
}

/** The envelope of a failed reply (non-200 code). */
export const errorEnvelopeSchema = z.object({
  code: z.number().int().refine((code) => code !== 200, "an error envelope has a non-200 code"),
  result: errorResultSchema,
  meta: optionalMeta,
});

/** The server's message in an error result, if it has one (`errorMessage` first, as the password change reports it). */
export function errorMessageOf(result: ErrorResult): string | undefined {
  if (typeof result === "string") return result.length > 0 ? result : undefined;
  return result.errorMessage ?? result.message;
}

/** The server's message in any reply's `result`, if it is an error result with one. */
export function serverMessageOf(result: unknown): string | undefined {
  const parsed = errorResultSchema.safeParse(result);
  return parsed.success ? errorMessageOf(parsed.data) : undefined;
}
