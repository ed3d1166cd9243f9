import { zValidator } from "@hono/zod-validator";
import { toConfigIssues } from "@shop/core";
import type { Context, ValidationTargets } from "hono";
import type { z } from "zod";
import { badRequest } from "./errors";

const MESSAGES: Partial<Record<keyof ValidationTargets, string>> = {
  json: "The request body is not valid.",
  query: "The query parameters are not valid.",
};

/**
 * Validates a request part with a zod schema; a bad one is answered 400
 * `{code: 400, result: {message, errors: [{path, message}]}}`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw badRequest(MESSAGES[target] ?? "The request is not valid.", toConfigIssues(result.error.issues));
  });
}

/** Parses a value with a schema or throws the same 400 as `validate`. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown, message = "The request is not valid."): z.output<Schema> {
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

/** The request's parameters: its JSON body on a POST (or a DELETE with one), else its query. */
export async function bodyOrQuery(c: Context): Promise<unknown> {
  const body = c.req.method === "GET" ? undefined : await optionalJsonBody(c);
  return body ?? c.req.query();
}
