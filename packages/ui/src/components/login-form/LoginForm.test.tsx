import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LoginForm } from "./LoginForm";

const email = () => screen.getByRole("textbox", { name: "E-mail address" });
const password = () => screen.getByLabelText(/^Password/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Log in" }));

describe("LoginForm (presentation-content.md §2 /login, §5 messages)", () => {
  it("refuses an empty form with 'Field is required.' on both fields and focuses the e-mail field", () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    submit();
    expect(email()).toHaveAccessibleDescription("Field is required.");
    expect(password()).toHaveAccessibleDescription("Field is required.");
    expect(email()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows an error once the field is left, not while typing", () => {
    render(<LoginForm onSubmit={vi.fn()} />);
    fireEvent.change(email(), { target: { value: "ann@" } });
    expect(email()).not.toHaveAttribute("aria-invalid");
    fireEvent.blur(email());
    expect(email()).toHaveAccessibleDescription("Please provide an valid e-mail address");
  });

  it("emits the trimmed address and the password as typed", () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    fireEvent.change(email(), { target: { value: "  ann@shop.example " } });
    fireEvent.change(password(), { target: { value: " secret " } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ email: "ann@shop.example", password: " secret " });
  });

  it("refuses a second press while pending and keeps the fields read-only", () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} pending initialEmail="ann@shop.example" />);
    const button = screen.getByRole("button", { name: "Log in" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(email()).toHaveAttribute("readonly");
    fireEvent.change(password(), { target: { value: "secret" } });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("announces the server's refusal, hides it once the shopper types, and shows it again after the next refused submit", () => {
    const refusal = "You did not sign in correctly or your account is temporarily disabled.";
    const onSubmit = vi.fn();
    const { rerender } = render(<LoginForm onSubmit={onSubmit} initialEmail="ann@shop.example" error={refusal} />);
    expect(screen.getByRole("alert")).toHaveTextContent(refusal);
    rerender(<LoginForm onSubmit={onSubmit} initialEmail="ann@shop.example" error="Field is required." />);
    expect(screen.getByRole("alert")).toHaveTextContent("Field is required.");
    fireEvent.change(password(), { target: { value: "secret" } });
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Field is required.");
  });

  it("links to the reset-password page and to registration when given", () => {
    const { rerender } = render(<LoginForm onSubmit={vi.fn()} />);
    expect(screen.queryByRole("link")).toBeNull();
    rerender(<LoginForm onSubmit={vi.fn()} resetPasswordHref="/password/reset" registerHref="/login?register" headingLevel={1} />);
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/password/reset");
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/login?register");
    expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  });
});
