import type { ShopConfig } from "@shop/core";
import { HttpResponse } from "msw";
import type { EnvelopeMeta } from "../envelope.schemas";
import { buildUrl } from "../rules/build-url";

interface ReplyInit {
  /** HTTP status (default 200; the envelope's code is what the client reads). */
  status?: number;
  meta?: EnvelopeMeta;
  headers?: Record<string, string>;
}

/** An MSW reply in the back end's envelope: `{code: 200, result, meta}`. */
export function envelopeReply(result: unknown, init: ReplyInit & { code?: number } = {}) {
  const body = { code: init.code ?? 200, result, ...(init.meta && { meta: init.meta }) };
  return HttpResponse.json(body as never, { status: init.status ?? 200, ...(init.headers && { headers: init.headers }) });
}

/** An MSW error reply: `{code, result: {message, errors?}}` (HTTP status = code unless given). */
export function errorReply(code: number, message: string, init: ReplyInit & { errors?: { path: string; message: string }[] } = {}) {
  const result = { message, ...(init.errors && { errors: init.errors }) };
  return envelopeReply(result, { ...init, code, status: init.status ?? code });
}

/** The absolute url of an API path for an MSW handler (`{ext}` filled; MSW ignores the query). */
export function apiUrl(config: Pick<ShopConfig, "api">, path: string): string {
  return buildUrl(path, config.api);
}

/** The refresh endpoint's success reply: the new token, optionally a rotated refresh token. */
export function refreshReply(token: string, refreshToken?: string) {
  return envelopeReply(token, refreshToken ? { meta: { refreshToken } } : {});
}
