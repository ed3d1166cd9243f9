import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { RegisterForm, type RegisterFormProps } from "./RegisterForm";

const TAKEN = "A customer with the same email address already exists in an associated website.";

/** The session's create call: ann@shop.example is taken, after 300 ms. */
function RegisterOwner(props: RegisterFormProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(props.error ?? null);
  return (
    <RegisterForm
      {...props}
      pending={pending}
      error={error}
      onSubmit={(customer) => {
        props.onSubmit(customer);
        setPending(true);
        setTimeout(() => {
          setPending(false);
          setError(customer.email === "ann@shop.example" ? TAKEN : null);
        }, 300);
      }}
    />
  );
}

const meta = {
  title: "Account/Register form",
  component: RegisterForm,
  render: (args) => <RegisterOwner {...args} />,
  args: { onSubmit: fn(), loginHref: "/login/" },
  decorators: [padded(520)],
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** presentation-content.md §5: names, e-mail, the password rule and the repeat, each with its message. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^First name/), "A");
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), "ann@shop");
    await userEvent.type(canvas.getByLabelText(/^Password/), "short");
    await userEvent.type(canvas.getByLabelText(/^Repeat password/), "other");
    await userEvent.click(canvas.getByRole("button", { name: "Create an account" }));
    for (const message of [
      "Name must have at least 2 letters.",
      "Field is required.",
      "Please provide an valid e-mail address",
      "Password must have at least 8 letters.",
      "Passwords must be identical.",
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.getByLabelText(/^First name/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The address is taken: the server's refusal shows and is announced. */
export const EmailTaken: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^First name/), "Ann");
    await userEvent.type(canvas.getByLabelText(/^Last name/), "de Vries");
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), "ann@shop.example");
    await userEvent.type(canvas.getByLabelText(/^Password/), "Secret12");
    await userEvent.type(canvas.getByLabelText(/^Repeat password/), "Secret12{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith({ firstname: "Ann", lastname: "de Vries", email: "ann@shop.example", password: "Secret12" });
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent(TAKEN));
  },
};

export const Pending: Story = {
  render: (args) => <RegisterForm {...args} />,
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Create an account" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord/), "kort");
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Wachtwoord/)).toHaveAccessibleDescription("Je wachtwoord moet minstens 8 tekens hebben.");
    await expect(canvas.getByRole("heading", { name: "Account aanmaken" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { error: TAKEN },
  render: (args) => <RegisterForm {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Es gibt bereits ein Kundenkonto mit dieser E-Mail-Adresse.");
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Créer un compte" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Se connecter" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Create an account" }));
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Every German message at 320 px, the longest being the password rule. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Passwort\s*\*?$/), "kurzesxx");
    await userEvent.click(canvas.getByRole("button", { name: "Konto erstellen" }));
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Sie haben bereits ein Konto?"]);
  },
};
