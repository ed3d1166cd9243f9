import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ChangePasswordSidebar } from "./ChangePasswordSidebar";

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe("ChangePasswordSidebar (presentation-content.md §2 Sidebars, §5 Change password)", () => {
  it("starts empty after the container closed it (overlay, logout) with passwords typed", () => {
    const props = { onSubmit: vi.fn(), onClose: vi.fn() };
    const { rerender } = render(<ChangePasswordSidebar open {...props} />);
    type("Current password", "old-secret");
    type("New password", "NewSecret1");
    fireEvent.blur(field("New password"));
    rerender(<ChangePasswordSidebar open={false} {...props} />);
    rerender(<ChangePasswordSidebar open {...props} />);
    expect(field("Current password")).toHaveValue("");
    expect(field("New password")).toHaveValue("");
    expect(field("New password")).not.toHaveAttribute("aria-invalid", "true");
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it("emits the passwords on confirm, then clears and closes", () => {
    const props = { onSubmit: vi.fn(), onClose: vi.fn() };
    render(<ChangePasswordSidebar open {...props} />);
    type("Current password", "old-secret");
    type("New password", "NewSecret1");
    type("Repeat password", "NewSecret1");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(props.onSubmit).toHaveBeenCalledWith({ currentPassword: "old-secret", newPassword: "NewSecret1" });
    expect(props.onClose).toHaveBeenCalledTimes(1);
    // The container has not closed it yet: the fields are empty all the same.
    expect(field("Current password")).toHaveValue("");
    expect(field("Repeat password")).toHaveValue("");
  });

  it("clears when closed with its own close button", () => {
    const props = { onSubmit: vi.fn(), onClose: vi.fn() };
    const { rerender } = render(<ChangePasswordSidebar open {...props} />);
    type("Current password", "old-secret");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    rerender(<ChangePasswordSidebar open={false} {...props} />);
    rerender(<ChangePasswordSidebar open {...props} />);
    expect(field("Current password")).toHaveValue("");
  });
});
