import { describe, expect, it } from "vitest";
import { withTrailingSlash } from "./with-trailing-slash";

// commerce-core.md §2 "Trailing slashes are used"; presentation-content.md §2 product cards
// "trailing slash enforced", content links "with a trailing slash if the SEO setting asks";
// / "also reachable as /pwa.html" (§2 route table): a file name keeps no slash.
describe("withTrailingSlash (commerce-core.md §2, presentation-content.md §2)", () => {
  it.each([
    ["a product route path", "/p/SH-1/oxford", "/p/SH-1/oxford/"],
    ["already slashed", "/p/SH-1/oxford/", "/p/SH-1/oxford/"],
    ["the root", "/", "/"],
    ["an empty path", "", "/"],
    ["a relative path", "p/x", "p/x/"],
    ["the slash goes before the query", "/p/SH-1/oxford?color=blue", "/p/SH-1/oxford/?color=blue"],
    ["the slash goes before the fragment", "/p/SH-1/oxford#reviews", "/p/SH-1/oxford/#reviews"],
    ["query and fragment kept", "/c/a?page=2#grid", "/c/a/?page=2#grid"],
    ["a slash or dot in the query does not count", "/c/a?next=/b.html", "/c/a/?next=/b.html"],
    ["a file: the home page as /pwa.html", "/pwa.html", "/pwa.html"],
    ["a file: a url_path with a suffix", "/men/shirts/oxford.html", "/men/shirts/oxford.html"],
    ["a file keeps its query as it is", "/oxford.html?color=blue", "/oxford.html?color=blue"],
    ["a dot in an earlier segment does not make a file", "/cadeaubon-2.0/gift", "/cadeaubon-2.0/gift/"],
    ["an absolute address: the path after the host", "https://shop.example/p/x", "https://shop.example/p/x/"],
    ["an absolute address without a path", "https://shop.example", "https://shop.example/"],
    ["an absolute address with a query only", "https://shop.example?q=1", "https://shop.example/?q=1"],
    ["a protocol-relative address", "//cdn.example/lookbook", "//cdn.example/lookbook/"],
  ])("%s: %j → %j", (_case, link, expected) => {
    expect(withTrailingSlash(link)).toBe(expected);
  });

  it("is idempotent", () => {
    for (const link of ["/p/x", "", "/c/a?page=2#grid", "https://shop.example", "/pwa.html"]) {
      expect(withTrailingSlash(withTrailingSlash(link))).toBe(withTrailingSlash(link));
    }
  });
});
