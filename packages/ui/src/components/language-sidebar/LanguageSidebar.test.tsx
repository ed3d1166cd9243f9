import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LanguageSidebar, type LanguageSidebarProps } from "./LanguageSidebar";

const props: LanguageSidebarProps = {
  open: true,
  currentStoreCode: "nl",
  stores: [
    { storeCode: "nl", label: "Nederlands", lang: "nl" },
    { storeCode: "de", label: "Deutsch", lang: "de" },
  ],
  onApply: vi.fn(),
  onClose: vi.fn(),
};

describe("LanguageSidebar (presentation-content.md §2 'Choose your language')", () => {
  it("starts each opening from the current store view", () => {
    const { rerender } = render(<LanguageSidebar {...props} />);
    fireEvent.click(screen.getByRole("radio", { name: "Deutsch" }));
    rerender(<LanguageSidebar {...props} open={false} />);
    rerender(<LanguageSidebar {...props} />);
    expect(screen.getByRole("radio", { name: "Nederlands" })).toBeChecked();
  });

  it("applies the chosen store view", () => {
    const onApply = vi.fn();
    render(<LanguageSidebar {...props} onApply={onApply} />);
    fireEvent.click(screen.getByRole("radio", { name: "Deutsch" }));
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledWith("de");
  });
});
