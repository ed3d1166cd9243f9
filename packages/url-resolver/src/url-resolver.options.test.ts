import { describe, expect, it } from "vitest";
import { createUrlResolverOptions, UrlResolverOptionsError, type UrlResolverOptionsInput } from "./url-resolver.options";

describe("url-resolver options", () => {
  it("defaults: URL map fallback, URL dispatcher and trailing slashes on, one-day local cache", () => {
    expect(createUrlResolverOptions()).toEqual({ fallback: "url-map", urlDispatcher: true, trailingSlash: true, localCacheTtlMs: 86_400_000 });
  });

  it("a misspelled key is an error naming it, not dropped while the default reading stays", () => {
    expect(() => createUrlResolverOptions({ falback: "lookups" } as UrlResolverOptionsInput)).toThrow(
      new UrlResolverOptionsError("falback: Unrecognized key"),
    );
  });

  it("reports bad fields by path", () => {
    expect(() => createUrlResolverOptions({ fallback: "guess" as never, localCacheTtlMs: -1 })).toThrow(UrlResolverOptionsError);
    expect(() => createUrlResolverOptions({ localCacheTtlMs: -1 })).toThrow(/localCacheTtlMs/);
  });
});
