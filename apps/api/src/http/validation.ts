import { zValidator } from "@hono/zod-validator";
import type { FieldError } from "@shop/sync-queue";
import type { Context, ValidationTargets } from "hono";
import type { z } from "zod";
import { badRequest } from "./errors";

export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join(".") || "(root)", message: issue.message }));
}

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
    if (!result.success) throw badRequest(MESSAGES[target] ?? "The request is not valid.", fieldErrors(result.error.issues));
  });
}

/** Parses a value with a schema or throws the same 400 as `validate`. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown, message = "The request is not valid."): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(message, fieldErrors(result.error.issues));
  return result.data;
}

/** A JSON body that may be absent (undefined); one that is present but not JSON is a 400. */
export async function optionalJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim().length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("The request body is not valid JSON.", [{ path: "(root)", message: "not valid JSON" }]);
  }
}
