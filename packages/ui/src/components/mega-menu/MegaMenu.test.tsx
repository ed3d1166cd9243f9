import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MegaMenu } from "./MegaMenu";

describe("MegaMenu after its columns change", () => {
  it("shows only the current columns' links, also when column names repeat", () => {
    const column = (name: string, label: string) => ({ name, items: [{ label, href: `/c/${label.toLowerCase()}/` }] });
    const category = (columns: ReturnType<typeof column>[]) => ({ name: "Heren", clickable: false, columns });
    const { rerender } = render(<MegaMenu category={category([column("", "A"), column("", "B")])} />);
    rerender(<MegaMenu category={category([column("Brands", "C")])} />);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["C"]);
  });
});
