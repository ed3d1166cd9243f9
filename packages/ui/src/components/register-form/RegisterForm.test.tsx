import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RegisterForm } from "./RegisterForm";

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Create an account" }));

function fill() {
  type(/^First name/, " Ann ");
  type(/^Last name/, "de Vries");
  type(/^E-mail address/, "ann@shop.example ");
  type(/^Password/, "Secret12");
  type(/^Repeat password/, "Secret12");
}

describe("RegisterForm (presentation-content.md §2 /login, §5)", () => {
  it("shows every field's message on submit and focuses the first invalid field", () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    type(/^Last name/, "d");
    type(/^Password/, "secret12");
    type(/^Repeat password/, "secret13");
    submit();
    expect(field(/^First name/)).toHaveAccessibleDescription("Field is required.");
    expect(field(/^Last name/)).toHaveAccessibleDescription("Name must have at least 2 letters.");
    expect(field(/^E-mail address/)).toHaveAccessibleDescription("Field is required.");
    expect(field(/^Password/)).toHaveAccessibleDescription(
      "Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.",
    );
    expect(field(/^Repeat password/)).toHaveAccessibleDescription("Passwords must be identical.");
    expect(field(/^First name/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("emits the customer with trimmed names and address, and the password as typed", () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    fill();
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ firstname: "Ann", lastname: "de Vries", email: "ann@shop.example", password: "Secret12" });
  });

  it("shows the server's refusal until the shopper types, and refuses a second press while pending", () => {
    const taken = "A customer with the same email address already exists in an associated website.";
    const onSubmit = vi.fn();
    const { rerender } = render(<RegisterForm onSubmit={onSubmit} pending />);
    fill();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<RegisterForm onSubmit={onSubmit} error={taken} />);
    expect(screen.getByRole("alert")).toHaveTextContent(taken);
    type(/^E-mail address/, "ann2@shop.example");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("links to login when given", () => {
    render(<RegisterForm onSubmit={vi.fn()} loginHref="/login/" />);
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login/");
  });
});
