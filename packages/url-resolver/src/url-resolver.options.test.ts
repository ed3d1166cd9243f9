import { describe, expect, it } from "vitest";
import { createUrlResolverOptions, UrlResolverOptionsError } from "./url-resolver.options";

describe("url-resolver options", () => {
  it("defaults: URL map fallback, URL dispatcher and trailing slashes on, one-day local cache", () => {
    expect(createUrlResolverOptions()).toEqual({ fallback: "url-map", urlDispatcher: true, trailingSlash: true, localCacheTtlMs: 86_400_000 });
  });

  it("reports bad fields by path", () => {
    expect(() => createUrlResolverOptions({ fallback: "guess" as never, localCacheTtlMs: -1 })).toThrow(UrlResolverOptionsError);
    expect(() => createUrlResolverOptions({ localCacheTtlMs: -1 })).toThrow(/localCacheTtlMs/);
  });
});
