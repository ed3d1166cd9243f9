import { zValidator } from "@hono/zod-validator";
import { toConfigIssues } from "@shop/core";
import type { FieldError } from "@shop/sync-queue";
import type { Context, MiddlewareHandler, ValidationTargets } from "hono";
import { z } from "zod";
import { INT4_MAX } from "../db/database";
import { badRequest } from "./errors";

export const INVALID_BODY = "The request body is not valid.";
export const INVALID_QUERY = "The query parameters are not valid.";
export const INVALID_REQUEST = "The request is not valid.";

const MESSAGES: Partial<Record<keyof ValidationTargets, string>> = {
  json: INVALID_BODY,
  query: INVALID_QUERY,
};

/**
 * Validates a request part with a zod schema; a bad one is answered 400
 * `{code: 400, result: {message, errors: [{path, message}]}}`. A JSON body is read as every
 * route reads one (`parseJsonBody`), not by Hono's validator: a body that is not JSON gets the
 * one answer with its "(root)" error on every route, whatever its content type says.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  const checked = zValidator(target, schema, (result) => {
    if (!result.success) throw badRequest(MESSAGES[target] ?? INVALID_REQUEST, toConfigIssues(result.error.issues));
  });
  if (target !== "json") return checked;
  const json: MiddlewareHandler = async (c, next) => {
    c.req.addValidatedData("json", (await parseJsonBody(c, schema)) as object);
    await next();
  };
  return json as typeof checked;
}

/** Parses a value with a schema or throws the same 400 as `validate`. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown, message = INVALID_REQUEST): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(message, toConfigIssues(result.error.issues));
  return result.data;
}

/** JSON text that may be empty (undefined); text that is present but not JSON is a 400. */
export function optionalJson(text: string | undefined): unknown {
  if (text === undefined || text.trim().length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("The request body is not valid JSON.", [{ path: "(root)", message: "not valid JSON" }]);
  }
}

/** A JSON body that may be absent (undefined); one that is present but not JSON is a 400. */
export async function optionalJsonBody(c: Context): Promise<unknown> {
  return optionalJson(await c.req.text());
}

/** The JSON body parsed with `schema`: an absent one as `{}` (so its missing fields are named), one that is not JSON a 400 at "(root)". */
export async function parseJsonBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  return parseOrThrow(schema, (await optionalJsonBody(c)) ?? {}, INVALID_BODY);
}

/** The request's parameters: its JSON body on a POST (or a DELETE with one), else its query. */
export async function bodyOrQuery(c: Context): Promise<unknown> {
  const body = c.req.method === "GET" ? undefined : await optionalJsonBody(c);
  return body ?? c.req.query();
}

/** A serial id of ours (a PostgreSQL integer): a larger one cannot exist, so it is refused here, not by the database. */
export const rowIdSchema = z.number().int().positive().max(INT4_MAX);
/**
 * The same where a query string may bring it: a number, or a string of digits only. Not a
 * coercion: `true`, `[5]`, `""` or `"1e3"` in a JSON body are refused, not read as 1, 5, 0, 1000.
 */
export const rowIdParamSchema = z.preprocess((value) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value), rowIdSchema);

/**
 * `schema` with id fields capped at the database's integer: `ids` gives their caps at their
 * paths (rowIdSchema, or `.max(INT4_MAX)` where the package's schema already makes them positive,
 * so no error is reported twice). Type errors stay the package schema's to report; the caps are
 * checked once the body has its types (zod runs the refinement then), with other range errors.
 */
export function withRowIdCaps<Schema extends z.ZodType>(schema: Schema, ids: z.ZodType): Schema {
  return schema.superRefine((value, ctx) => {
    const result = ids.safeParse(value);
    if (!result.success) for (const issue of result.error.issues) if (issue.code !== "invalid_type") ctx.addIssue({ ...issue });
  });
}

const NUL = "\u0000";
const NUL_MESSAGE = "must not contain the NUL character (\\u0000)";
// A high surrogate without its low half, or a low one without its high half: JSON may carry it
// as an escape, but it is no Unicode text; jsonb refuses it and a text column stores U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATE_MESSAGE = "must not contain a lone surrogate (\\ud800-\\udfff without its pair)";

/** Why the database cannot store a text as it is: null when it can. */
function unstorableTextReason(text: string): string | null {
  if (text.includes(NUL)) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? LONE_SURROGATE_MESSAGE : null;
}

/**
 * Where a value holds text the database cannot store as it is (in a string or an object key):
 * U+0000, which PostgreSQL text and jsonb cannot hold, or a lone UTF-16 surrogate, which jsonb
 * refuses and text would silently replace.
 */
export function unstorableTextErrors(value: unknown, path = ""): FieldError[] {
  const at = (key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
  const errorAt = (where: string, text: string): FieldError[] => {
    const message = unstorableTextReason(text);
    return message === null ? [] : [{ path: where, message }];
  };
  if (typeof value === "string") return errorAt(path === "" ? "(root)" : path, value);
  if (Array.isArray(value)) return value.flatMap((entry, index) => unstorableTextErrors(entry, at(index)));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, entry]) => [...errorAt(at(key), key), ...unstorableTextErrors(entry, at(key))]);
}

// JSON carries U+0000 or a lone surrogate only as an escape (raw, neither is JSON text that
// decodes to it): other bodies are not parsed here, so the route's own parse is the only one.
const UNSTORABLE_ESCAPE = /\\u0000|\\u[dD][89a-fA-F]/;

/**
 * Refuses a request with text the database cannot store (`unstorableTextErrors`) in its path,
 * its query or its JSON body (400 with the fields), before any of it reaches the database.
 * `skip`: paths that answer it themselves.
 */
export function rejectUnstorableText(skip: (path: string) => boolean = () => false): MiddlewareHandler {
  return async (c, next) => {
    if (skip(c.req.path)) return next();
    const inQuery = Object.entries(c.req.queries()).flatMap(([name, values]) => {
      const message = [name, ...values].map(unstorableTextReason).find((reason) => reason !== null);
      return message == null ? [] : [{ path: name, message }];
    });
    const errors = [...unstorableTextErrors(c.req.path, "(path)"), ...inQuery];
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && UNSTORABLE_ESCAPE.test(await c.req.text())) {
      try {
        errors.push(...unstorableTextErrors(await optionalJsonBody(c)));
      } catch {
        // Not JSON: the route answers that itself.
      }
    }
    if (errors.length > 0) throw badRequest(INVALID_REQUEST, errors);
    return next();
  };
}
