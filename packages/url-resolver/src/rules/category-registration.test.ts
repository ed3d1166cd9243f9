import { describe, expect, it } from "vitest";
import { urlCategoryFixtures } from "../testing/url-fixtures";
import { categoryUrlMappings } from "./category-registration";

describe("category URL registration (commerce-core.md §2: every category with a url_path whose display mode is not PAGE)", () => {
  it("walks the tree; skips PAGE, inactive and url_path-less categories", () => {
    expect(categoryUrlMappings(urlCategoryFixtures).map((mapping) => mapping.urlPath)).toEqual(["overhemden", "overhemden/casual", "overhemden/formeel"]);
  });

  it.each([
    ["a leading and trailing slash is dropped", { slug: "a", url_path: "/a/b/" }, ["a/b"]],
    ["an empty url_path is none", { slug: "a", url_path: "" }, []],
    ["children of a PAGE category still count", { url_path: "p", display_mode: "PAGE", children_data: [{ slug: "c", url_path: "p/c" }] }, ["p/c"]],
  ])("%s", (_case, category, paths) => {
    expect(categoryUrlMappings([category]).map((mapping) => mapping.urlPath)).toEqual(paths);
  });

  it("registers the category route with slug and url_path", () => {
    expect(categoryUrlMappings([{ slug: "overhemden-casual", url_path: "overhemden/casual" }])[0]?.entry).toEqual({
      kind: "route",
      entityType: "category",
      route: { name: "category", params: { slug: "overhemden-casual", url_path: "overhemden/casual" } },
    });
  });
});
