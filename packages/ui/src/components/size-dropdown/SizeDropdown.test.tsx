import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TextProvider } from "../../text/text-context";
import { SELECT_ROW_HEIGHT } from "../select/rules/listbox-placement";
import { SizeDropdown } from "./SizeDropdown";
import type { SizeOption } from "./rules/size-options";

const size = (id: string, label: string, inStock = true): SizeOption => ({ id, label, type: "size_ois", inStock });
const SIZES = [size("1", "S (46)"), size("2", "M (48)", false), size("3", "(n/a)"), size("4", "L")];

function open() {
  const combobox = screen.getByRole("combobox");
  fireEvent.keyDown(combobox, { key: "ArrowDown" });
  return within(screen.getByRole("listbox"));
}

describe("SizeDropdown (presentation-content.md §5 Size dropdown and add-to-cart)", () => {
  it("shows cleaned labels, out-of-stock sizes disabled but shown, and drops empty ones", () => {
    render(<SizeDropdown sizes={SIZES} productInStock value={null} onChange={() => undefined} />);
    const options = open().getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["S", "M", "L"]);
    expect(options.map((option) => option.getAttribute("aria-disabled"))).toEqual([null, "true", null]);
  });

  it("is named Size and offers 'Choose your size' while nothing is chosen", () => {
    render(<SizeDropdown sizes={SIZES} productInStock value={null} onChange={() => undefined} />);
    expect(screen.getByRole("combobox", { name: "Size" })).toHaveTextContent("Choose your size");
  });

  it("hides out-of-stock sizes when asked", () => {
    render(<SizeDropdown sizes={SIZES} productInStock value={null} onChange={() => undefined} hideOutOfStock />);
    expect(open().getAllByRole("option").map((option) => option.textContent)).toEqual(["S", "L"]);
  });

  it("shows a size labelled 0 as One Size, translated", () => {
    render(
      <TextProvider t={(key) => (key === "One Size" ? "Taille unique" : key)} locale="fr-FR">
        <SizeDropdown sizes={[size("9", "0")]} productInStock value={null} onChange={() => undefined} />
      </TextProvider>,
    );
    expect(open().getByRole("option")).toHaveTextContent("Taille unique");
  });

  it.each([
    ["the product is out of stock", false, SIZES],
    ["every size is out of stock", true, [size("1", "S", false), size("2", "M", false)]],
  ])("is disabled with 'No sizes in stock' when %s", (_case, inStock, sizes) => {
    render(<SizeDropdown sizes={sizes} productInStock={inStock} value="1" onChange={() => undefined} />);
    const combobox = screen.getByRole("combobox");
    expect(combobox).toHaveAttribute("aria-disabled", "true");
    expect(combobox).toHaveTextContent("No sizes in stock");
    fireEvent.keyDown(combobox, { key: "ArrowDown" });
    expect(combobox).toHaveAttribute("aria-expanded", "false");
  });

  it("reports the chosen size option with its attribute code", () => {
    const onChange = vi.fn();
    render(<SizeDropdown sizes={SIZES} productInStock value={null} onChange={onChange} />);
    fireEvent.click(open().getByRole("option", { name: "L" }));
    expect(onChange).toHaveBeenCalledWith(size("4", "L"));
  });

  it("shows the chosen size", () => {
    render(<SizeDropdown sizes={SIZES} productInStock value="4" onChange={() => undefined} />);
    expect(screen.getByRole("combobox")).toHaveTextContent("L");
  });

  it("keeps 4 rows of 49 px (§9, not the Select's 5) when the room below is short", () => {
    const labels = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XL3", "XL4"];
    render(<SizeDropdown sizes={labels.map((label, index) => size(String(index), label))} productInStock value={null} onChange={() => undefined} />);
    const combobox = screen.getByRole("combobox");
    // 100 px below the control: less than the minimum rows, nothing above it.
    const bottom = window.innerHeight - 100;
    vi.spyOn(combobox, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 200, height: bottom }));
    open();
    expect(SELECT_ROW_HEIGHT).toBe(49);
    expect(screen.getByRole("listbox").style.maxHeight).toBe("196px");
  });
});
