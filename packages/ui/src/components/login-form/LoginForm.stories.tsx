import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { LoginForm, type LoginFormProps } from "./LoginForm";

const REFUSAL = "You did not sign in correctly or your account is temporarily disabled.";

/** The session's login: ann@shop.example / Secret123 logs in, anything else is refused, after 300 ms. */
function LoginOwner(props: LoginFormProps) {
  const [pending, setPending] = useState(props.pending ?? false);
  const [error, setError] = useState(props.error ?? null);
  const [done, setDone] = useState(false);
  if (done) return <p role="status">{"Logged in"}</p>;
  return (
    <LoginForm
      {...props}
      pending={pending}
      error={error}
      onSubmit={(credentials) => {
        props.onSubmit(credentials);
        setPending(true);
        setTimeout(() => {
          setPending(false);
          if (credentials.email === "ann@shop.example" && credentials.password === "Secret123") setDone(true);
          else setError(REFUSAL);
        }, 300);
      }}
    />
  );
}

const meta = {
  title: "Account/Login form",
  component: LoginForm,
  render: (args) => <LoginOwner {...args} />,
  args: { onSubmit: fn(), resetPasswordHref: "/password/reset/", registerHref: "/login/?register=1" },
  decorators: [padded(520)],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    email: canvas.getByRole("textbox", { name: "E-mail address" }),
    password: canvas.getByLabelText(/^Password/),
    submit: canvas.getByRole("button", { name: "Log in" }),
  };
};

export const Empty: Story = {};

/** Submitting an empty form: §5 'Field is required.' on both, focus on the first. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const { email, password, submit } = fields(canvasElement);
    await userEvent.click(submit);
    await expect(email).toHaveAccessibleDescription("Field is required.");
    await expect(password).toHaveAccessibleDescription("Field is required.");
    await expect(email).toHaveFocus();
    await userEvent.type(email, "ann@");
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription("Please provide an valid e-mail address");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong password: busy while the server answers, then its refusal, announced; typing puts it away. */
export const ServerRefusal: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, email, password, submit } = fields(canvasElement);
    await userEvent.type(email, "ann@shop.example");
    await userEvent.type(password, "wrong{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "ann@shop.example", password: "wrong" });
    await expect(submit).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent(REFUSAL));
    await userEvent.type(password, "x");
    await expect(canvas.getByRole("alert")).toBeEmptyDOMElement();
  },
};

export const LogsIn: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, password } = fields(canvasElement);
    await userEvent.type(email, "ann@shop.example");
    await userEvent.type(password, "Secret123{Enter}");
    await expect(await canvas.findByText("Logged in")).toBeVisible();
  },
};

export const Pending: Story = {
  render: (args) => <LoginForm {...args} />,
  args: { pending: true, initialEmail: "ann@shop.example" },
  play: async ({ canvasElement, args }) => {
    const { submit } = fields(canvasElement);
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithServerError: Story = {
  render: (args) => <LoginForm {...args} />,
  args: { error: REFUSAL, initialEmail: "ann@shop.example" },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { error: REFUSAL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Inloggen" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Je bent niet goed ingelogd of je account is tijdelijk geblokkeerd.");
    await userEvent.click(canvas.getByRole("button", { name: "Inloggen" }));
    await expect(canvas.getByRole("textbox", { name: "E-mailadres" })).toHaveAccessibleDescription("Dit veld is verplicht.");
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Passwort vergessen?" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Konto erstellen" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Adresse e-mail" }), "ann@");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Adresse e-mail" })).toHaveAccessibleDescription(/adresse e-mail valide/i);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { error: REFUSAL },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** The German refusal and links at 320 px: nothing overflows, every text whole. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { error: REFUSAL, initialEmail: "ein.sehr.langer.name.fuer.ein.schmales.telefon@herrenmodehaus-schneider.example" },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Die Anmeldung war nicht korrekt oder Ihr Konto ist vorübergehend gesperrt.", "Noch kein Konto?"]);
  },
};
