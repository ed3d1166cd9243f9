/**
 * Cache-Control a CDN can use (issue 20): shared pages live as long as the output cache
 * (s-maxage) and browsers revalidate; a shopper's own page (session or cart) is private; an
 * error is never stored anywhere.
 */
export function cacheControlOf(kind: "shared" | "private" | "error", ttlSeconds: number): string {
  switch (kind) {
    case "shared":
      return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=60`;
    case "private":
      return "private, no-store";
    case "error":
      return "no-store";
  }
}
