import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SAVED_PERSONAL_DETAILS } from "../../fixtures/checkout";
import { PersonalDetailsStep } from "./PersonalDetailsStep";

describe("PersonalDetailsStep (commerce-core.md §3 personalDetails)", () => {
  it("sends no password when the account box is unticked again", () => {
    const onSubmit = vi.fn();
    render(<PersonalDetailsStep guest initialValues={SAVED_PERSONAL_DETAILS} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Create an account" }));
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Create an account" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...SAVED_PERSONAL_DETAILS, createAccount: false, password: "" });
  });

  it("never creates an account for a logged-in customer, whatever was saved", () => {
    const onSubmit = vi.fn();
    render(<PersonalDetailsStep guest={false} initialValues={{ ...SAVED_PERSONAL_DETAILS, createAccount: true, password: "Secret123" }} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSubmit).toHaveBeenCalledWith(SAVED_PERSONAL_DETAILS);
  });

  it("shows a field's message once it is left, not while typing", () => {
    render(<PersonalDetailsStep guest onSubmit={vi.fn()} />);
    const email = screen.getByRole("textbox", { name: "E-mail address" });
    fireEvent.change(email, { target: { value: "ann@" } });
    expect(email).not.toHaveAttribute("aria-invalid");
    fireEvent.blur(email);
    expect(email).toHaveAccessibleDescription("Please provide an valid e-mail address");
  });
});
