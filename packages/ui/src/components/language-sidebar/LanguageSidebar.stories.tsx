import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { LONG_STORES } from "../../fixtures/long-text";
import { LanguageSidebar } from "./LanguageSidebar";

const meta = {
  title: "Sidebars/Language sidebar",
  component: LanguageSidebar,
  args: {
    open: true,
    currentStoreCode: "nl",
    stores: [
      { storeCode: "nl", label: "Nederlands", lang: "nl" },
      { storeCode: "en", label: "English", lang: "en" },
      { storeCode: "de", label: "Deutsch", lang: "de" },
      { storeCode: "fr", label: "Français", lang: "fr" },
    ],
    onApply: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof LanguageSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAndApply: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
    await expect(within(dialog).getByRole("radio", { name: "Nederlands" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Deutsch" }));
    await userEvent.click(within(dialog).getAllByRole("button").at(-1)!);
    await expect(args.onApply).toHaveBeenCalledWith("de");
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
    within(dialog).getByRole("radio", { name: "Nederlands" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(dialog).getByRole("radio", { name: "English" })).toBeChecked();
    await userEvent.tab();
    await expect(within(dialog).getAllByRole("button").at(-1)).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith("en");
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

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement).getByRole("dialog", { name: "Choisissez votre langue" }));
    await expect(dialog.getByRole("group", { name: "Choisissez votre langue" })).toBeVisible();
    await userEvent.click(dialog.getByRole("radio", { name: "Français" }));
    await userEvent.click(dialog.getByRole("button", { name: "Appliquer" }));
    await expect(args.onApply).toHaveBeenCalledWith("fr");
  },
};

/** Long store view names, in German, at 320 px: every choice wraps inside its box. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { stores: LONG_STORES, currentStoreCode: "de" },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, [...LONG_STORES.map((store) => store.label), "Sprache wählen", "Übernehmen"]);
  },
};
