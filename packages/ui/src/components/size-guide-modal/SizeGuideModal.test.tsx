import { createShopI18n } from "@shop/i18n";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SHIRT_SIZE_GUIDE } from "../../fixtures/product-page";
import { TextProvider } from "../../text/text-context";
import { SizeGuideModal, SizeGuideTable } from "./SizeGuideModal";

describe("SizeGuideModal (presentation-content.md §2 'size guide' modal)", () => {
  it("shows nothing until told to open", () => {
    render(<SizeGuideModal open={false} onClose={vi.fn()} rows={SHIRT_SIZE_GUIDE} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is a dialog with the size table (sizes by chest, waist, length) that closes", async () => {
    const onClose = vi.fn();
    render(<SizeGuideModal open onClose={onClose} rows={SHIRT_SIZE_GUIDE} />);
    const dialog = within(screen.getByRole("dialog", { name: "Size guide" }));
    expect(dialog.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Size", "Chest", "Waist", "Length"]);
    expect(dialog.getAllByRole("row")[2]).toHaveTextContent("M (48)1008876");
    expect(dialog.getByText("Measurements in cm")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("takes the content's columns and note as given, leaving out empty columns", () => {
    render(<SizeGuideTable rows={[{ size: "42", values: { foot: 27 } }]} columns={[{ key: "foot", label: "Foot length" }, { key: "width", label: "Width" }]} note="Measured barefoot" />);
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Size", "Foot length"]);
    expect(screen.getByText("Measured barefoot")).toBeInTheDocument();
  });

  it("translates the default headings (@shop/i18n)", () => {
    const i18n = createShopI18n("de-DE");
    render(
      <TextProvider t={i18n.t.bind(i18n)} locale="de-DE">
        <SizeGuideTable rows={SHIRT_SIZE_GUIDE} />
      </TextProvider>,
    );
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Größe", "Brust", "Taille", "Länge"]);
  });
});
