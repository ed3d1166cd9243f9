import stringify from "safe-stable-stringify";

/** cyrb53: a fast 53-bit string hash (public-domain algorithm); collisions are negligible at 4096 entries. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The cache key of a request (presentation-content.md §7 "cached per hash of the request"):
 * a hash of its canonical JSON (keys sorted), so `{a, b}` and `{b, a}` share an entry.
 */
export function requestHash(request: unknown): string {
  return cyrb53(stringify(request) ?? "undefined").toString(36);
}
