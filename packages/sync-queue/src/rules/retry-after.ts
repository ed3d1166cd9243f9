/**
 * A reply's `Retry-After` (RFC 9110 §10.2.3: delay-seconds or an HTTP-date) as milliseconds to wait
 * from `now`; `undefined` when absent or unreadable (the caller's own wait applies). A date in the
 * past is 0.
 */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
