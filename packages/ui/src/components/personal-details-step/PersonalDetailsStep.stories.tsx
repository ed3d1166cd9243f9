import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SAVED_PERSONAL_DETAILS } from "../../fixtures/checkout";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import { PersonalDetailsStep } from "./PersonalDetailsStep";

const meta = {
  title: "Checkout/Personal details step",
  component: PersonalDetailsStep,
  args: { guest: true, onSubmit: fn(), onLogin: fn() },
  decorators: [padded(760)],
} satisfies Meta<typeof PersonalDetailsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: Continue checks every field, focuses the first invalid one; a created account needs a strong password. */
export const Guest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Please fix the validation errors");
    await expect(canvas.getByRole("textbox", { name: "First name" })).toHaveFocus();
    await userEvent.type(canvas.getByRole("textbox", { name: "First name" }), "Ann");
    await userEvent.type(canvas.getByRole("textbox", { name: "Last name" }), "Li");
    await userEvent.type(canvas.getByRole("textbox", { name: "E-mail address" }), "ann@");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Create an account" }));
    await userEvent.type(canvas.getByLabelText(/^Password/), "secret");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByRole("textbox", { name: "E-mail address" })).toHaveAccessibleDescription("Please provide an valid e-mail address");
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription("Password must have at least 8 letters.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("textbox", { name: "E-mail address" }), "shop.example");
    await userEvent.type(canvas.getByLabelText(/^Password/), "Secret1");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ firstName: "Ann", lastName: "Li", emailAddress: "ann@shop.example", createAccount: true, password: "secretSecret1" });
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/** A logged-in customer: details from the profile, no account question, no log-in link. */
export const Customer: Story = {
  args: { guest: false, initialValues: SAVED_PERSONAL_DETAILS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("checkbox", { name: "Create an account" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Log in" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(SAVED_PERSONAL_DETAILS);
  },
};

/** Saving: the button is busy and refuses a second press. */
export const Submitting: Story = {
  args: { guest: false, initialValues: SAVED_PERSONAL_DETAILS, submitting: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Continue" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { guest: false, initialValues: SAVED_PERSONAL_DETAILS, error: "Can't fetch data, please try again later" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Can't fetch data, please try again later");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { initialValues: { ...SAVED_PERSONAL_DETAILS, createAccount: true } },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Heb je al een account?")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Verder" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Verbeter de gemarkeerde velden");
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { initialValues: { createAccount: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Passwort/)).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox", { name: "Créer un compte" })).toBeVisible();
  },
};

/** German messages at 320 px: the long password rule wraps inside the column. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { initialValues: { firstName: "Maximilian-Alexander", lastName: "Freiherr von Hohenzollern-Sigmaringen", emailAddress: "maximilian.alexander.freiherr@herrenmodehaus-schneider.example", createAccount: true, password: "abcdefghij" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Weiter" }));
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Das Passwort muss mindestens 3 verschiedene Zeichenarten enthalten: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen."]);
  },
};
