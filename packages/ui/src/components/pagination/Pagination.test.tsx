import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Pagination, type PaginationProps } from "./Pagination";

const hrefForPage = (page: number) => `/blog/?page=${page}`;
const navigation = () => screen.queryAllByRole("navigation", { name: "Pagination" });

describe("Pagination visibility (presentation-content.md §2 'Shown only when fewer items are loaded than the total and nothing is loading')", () => {
  // The counts are optional (the blog may leave them out): then only `loading` and the page count decide.
  it.each<[string, Partial<PaginationProps>, number]>([
    ["without counts, nothing loading: shown", {}, 1],
    ["without counts, loading: hidden", { loading: true }, 0],
    ["without counts, one page: hidden", { totalPages: 1 }, 0],
    ["fewer loaded than the total, nothing loading: shown", { loadedCount: 20, totalCount: 200 }, 1],
    ["fewer loaded than the total, loading: hidden", { loadedCount: 20, totalCount: 200, loading: true }, 0],
    ["everything loaded: hidden", { loadedCount: 200, totalCount: 200 }, 0],
  ])("%s", (_case, props, shown) => {
    render(<Pagination currentPage={2} totalPages={10} hrefForPage={hrefForPage} {...props} />);
    expect(navigation()).toHaveLength(shown);
  });
});
