import type { FieldError } from "@shop/sync-queue";

/**
 * An expected failure with the envelope reply it becomes: `{code, result}` with HTTP
 * status = code, plus `headers` when given (e.g. `Retry-After`). Anything else thrown becomes
 * a 500 without details.
 */
export class HttpError extends Error {
  override name = "HttpError";

  constructor(
    readonly code: number,
    readonly result: string | { message: string; errors?: FieldError[] },
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(typeof result === "string" ? result : result.message);
  }
}

export const badRequest = (message: string, errors: FieldError[] = []) => new HttpError(400, { message, errors });
export const unauthorized = (message = "The token is missing, invalid or expired.") => new HttpError(401, message);
export const forbidden = (message = "You may not access this resource.") => new HttpError(403, message);
/** 404: a bare message, or with the field that names what is missing. */
export const notFound = (message: string, errors?: FieldError[]) => new HttpError(404, errors === undefined ? message : { message, errors });
