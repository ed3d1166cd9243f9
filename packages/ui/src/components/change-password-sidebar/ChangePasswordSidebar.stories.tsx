import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ChangePasswordSidebar } from "./ChangePasswordSidebar";

const meta = {
  title: "Sidebars/Change password sidebar",
  component: ChangePasswordSidebar,
  args: { open: true, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ChangePasswordSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
  const [current, next, repeat] = dialog.querySelectorAll<HTMLInputElement>("input[type=password]");
  const confirm = within(dialog).getAllByRole("button").at(-1)!;
  return { dialog, current: current!, next: next!, repeat: repeat!, confirm };
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { confirm } = fields(canvasElement);
    // Confirm is disabled while invalid (presentation-content.md §5).
    await expect(confirm).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, current, next, repeat, confirm } = fields(canvasElement);
    await userEvent.click(current);
    await userEvent.type(next, "short");
    await userEvent.type(repeat, "other");
    await userEvent.tab();
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(next).toHaveAttribute("aria-invalid", "true");
    await expect(repeat).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.querySelectorAll(".shop-form-field__error")).toHaveLength(3);
    await expect(confirm).toBeDisabled();
  },
};

export const ConfirmEmitsClearsAndCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const { current, next, repeat, confirm } = fields(canvasElement);
    await userEvent.type(current, "old-secret");
    await userEvent.type(next, "NewSecret1");
    await userEvent.type(repeat, "NewSecret1");
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: "old-secret", newPassword: "NewSecret1" });
    await expect(args.onClose).toHaveBeenCalled();
    await expect(current).toHaveValue("");
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    const { dialog, current, next, repeat, confirm } = fields(canvasElement);
    await expect(dialog).toHaveAccessibleName("Wachtwoord wijzigen");
    await expect([current, next, repeat].map((input) => input.labels?.[0]?.textContent)).toEqual(["Huidig wachtwoord *", "Nieuw wachtwoord *", "Herhaal wachtwoord *"]);
    await expect(current).toHaveAccessibleName("Huidig wachtwoord");
    await userEvent.click(current);
    await userEvent.type(next, "short");
    await userEvent.type(repeat, "other");
    await userEvent.tab();
    // presentation-content.md §5 messages from the nl-NL catalogue.
    await expect(current).toHaveAccessibleDescription("Dit veld is verplicht.");
    await expect(next).toHaveAccessibleDescription("Je wachtwoord moet minstens 8 tekens hebben.");
    await expect(repeat).toHaveAccessibleDescription("De wachtwoorden moeten gelijk zijn.");
    await expect(confirm).toHaveTextContent(/^Bevestigen$/);
    await expect(confirm).toBeDisabled();
  },
};
