import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ProfileForm } from "./ProfileForm";

const profile = { firstname: "Ann", lastname: "de Vries", email: "ann@shop.example" };
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));

describe("ProfileForm (commerce-core.md §5: only firstname, lastname and email; §8 messages)", () => {
  it("shows exactly the three fields a customer may modify, filled from the profile", () => {
    render(<ProfileForm profile={profile} onSubmit={vi.fn()} />);
    expect(screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value)).toEqual(["Ann", "de Vries", "ann@shop.example"]);
  });

  it("sends a changed profile trimmed, and nothing when unchanged", () => {
    const onSubmit = vi.fn();
    render(<ProfileForm profile={profile} onSubmit={onSubmit} />);
    fireEvent.change(field(/^First name/), { target: { value: " Ann " } });
    save();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field(/^E-mail address/), { target: { value: " ann@example.org " } });
    save();
    expect(onSubmit).toHaveBeenCalledWith({ firstname: "Ann", lastname: "de Vries", email: "ann@example.org" });
  });

  it("refuses invalid values with the §5 messages and focuses the first", () => {
    const onSubmit = vi.fn();
    render(<ProfileForm profile={profile} onSubmit={onSubmit} />);
    fireEvent.change(field(/^Last name/), { target: { value: "V" } });
    fireEvent.change(field(/^E-mail address/), { target: { value: "" } });
    save();
    expect(field(/^Last name/)).toHaveAccessibleDescription("Name must have at least 2 letters.");
    expect(field(/^E-mail address/)).toHaveAccessibleDescription("Field is required.");
    expect(field(/^Last name/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says the §8 success sentence when saved, and the failure with the server's message", () => {
    const { rerender } = render(<ProfileForm profile={profile} onSubmit={vi.fn()} saved />);
    expect(screen.getByRole("status")).toHaveTextContent("Account data has successfully been updated");
    rerender(<ProfileForm profile={profile} onSubmit={vi.fn()} error={{ key: "We could not update your account: {{message}}", values: { message: "E-mail in use" } }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("We could not update your account: E-mail in use");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows the owner's new profile (a reload) instead of what was typed", () => {
    const { rerender } = render(<ProfileForm profile={profile} onSubmit={vi.fn()} />);
    fireEvent.change(field(/^First name/), { target: { value: "Anne" } });
    fireEvent.blur(field(/^First name/));
    rerender(<ProfileForm profile={{ ...profile, firstname: "Annie" }} onSubmit={vi.fn()} />);
    expect(field(/^First name/)).toHaveValue("Annie");
  });

  it("refuses a second press while pending", () => {
    const onSubmit = vi.fn();
    render(<ProfileForm profile={profile} onSubmit={onSubmit} pending />);
    fireEvent.change(field(/^First name/), { target: { value: "Anne" } });
    save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Save" })).toHaveAttribute("aria-busy", "true");
  });
});
