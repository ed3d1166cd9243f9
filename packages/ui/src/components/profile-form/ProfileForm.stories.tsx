import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { padded } from "../../fixtures/story-frame";
import type { ServerMessage } from "../../internal/account-states";
import { ProfileForm, type ProfileFormProps } from "./ProfileForm";

const FAILED = { key: "We could not update your account: {{message}}", values: { message: "ann@example.org" } };

/** The user package's profile update: saved after 300 ms, except ann@example.org (in use: §8 failure with the server's message). */
function ProfileOwner(props: ProfileFormProps) {
  const [profile, setProfile] = useState(props.profile);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(props.saved ?? false);
  const [error, setError] = useState<ServerMessage | null>(props.error ?? null);
  return (
    <ProfileForm
      {...props}
      profile={profile}
      pending={pending}
      saved={saved}
      error={error}
      onSubmit={(next) => {
        props.onSubmit(next);
        setPending(true);
        setSaved(false);
        setTimeout(() => {
          setPending(false);
          if (next.email === "ann@example.org") setError(FAILED);
          else {
            setProfile(next);
            setSaved(true);
            setError(null);
          }
        }, 300);
      }}
    />
  );
}

const meta = {
  title: "Account/Profile form",
  component: ProfileForm,
  render: (args) => <ProfileOwner {...args} />,
  args: { profile: { firstname: "Ann", lastname: "de Vries", email: "ann@shop.example" }, onSubmit: fn() },
  decorators: [padded(520)],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** A new last name: busy, then §8 'Account data has successfully been updated', announced. */
export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lastname = canvas.getByLabelText(/^Last name/);
    await userEvent.clear(lastname);
    await userEvent.type(lastname, "Jansen{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith({ firstname: "Ann", lastname: "Jansen", email: "ann@shop.example" });
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Account data has successfully been updated"));
    await expect(lastname).toHaveValue("Jansen");
  },
};

/** The update is refused: §8 'We could not update your account: {server message}'. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/^E-mail address/);
    await userEvent.clear(email);
    await userEvent.type(email, "ann@example.org{Enter}");
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("We could not update your account: ann@example.org"));
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^First name/));
    await userEvent.clear(canvas.getByLabelText(/^E-mail address/));
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), "ann@");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(canvas.getByLabelText(/^First name/)).toHaveAccessibleDescription("Field is required.");
    await expect(canvas.getByLabelText(/^E-mail address/)).toHaveAccessibleDescription("Please provide an valid e-mail address");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  render: (args) => <ProfileForm {...args} />,
  args: { pending: true },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  args: { saved: true },
  render: (args) => <ProfileForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Mijn profiel" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Je accountgegevens zijn bijgewerkt");
    await expect(canvas.getByRole("button", { name: "Opslaan" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { error: FAILED },
  render: (args) => <ProfileForm {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(/ann@example\.org/);
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Mon profil" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enregistrer" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { saved: true },
  render: (args) => <ProfileForm {...args} />,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: {
    profile: { firstname: "Maximilian-Alexander", lastname: "von Hohenzollern-Sigmaringen", email: "maximilian.alexander@herrenmodehaus-schneider.example" },
    error: { key: "We could not update your account: {{message}}", values: { message: "Die E-Mail-Adresse wird bereits von einem anderen Kundenkonto verwendet." } },
  },
  render: (args) => <ProfileForm {...args} />,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Ihr Konto konnte nicht aktualisiert werden: Die E-Mail-Adresse wird bereits von einem anderen Kundenkonto verwendet."]);
  },
};
