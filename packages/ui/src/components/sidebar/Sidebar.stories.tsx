import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Sidebar } from "./Sidebar";

const meta = {
  title: "Sidebars/Sidebar shell",
  component: Sidebar,
  args: {
    open: true,
    title: "Sidebar title",
    onClose: fn(),
    children: <p>Sidebar content.</p>,
  },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole("dialog", { name: "Sidebar title" });
    // Focus moves into the dialog; page scroll is locked.
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await expect(canvasElement.ownerDocument.body).toHaveClass("shop-scroll-locked");
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(page.getByTestId("overlay"));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(within(dialog).getByRole("button"));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("dialog")).toBeNull();
    await expect(canvasElement.ownerDocument.body).not.toHaveClass("shop-scroll-locked");
  },
};

export const LeftWithFooter: Story = {
  args: { side: "left", footer: <button type="button" className="shop-button shop-button--block">Apply</button> },
};

export const WideLongContent: Story = {
  args: {
    width: "wide",
    title: "A very long sidebar title that has to wrap on small screens without pushing the close button away",
    children: Array.from({ length: 40 }, (_, index) => <p key={index}>Line {index + 1} of a long scrolling body.</p>),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
};
