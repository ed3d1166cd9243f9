import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { LONG_MODAL } from "../../fixtures/long-text";
import { ModalHost } from "./ModalHost";
import type { ModalsMode } from "./rules/modal-stack";
import { useModals } from "./use-modals";

const TITLES: Record<string, string> = { "size-guide": "Size guide", authentication: "Log in", review: "Write a review" };

function ModalDemo({ mode }: { mode: ModalsMode }) {
  const modals = useModals<{ note: string }>(mode);
  return (
    <div style={{ padding: 24, display: "flex", gap: 8, flexWrap: "wrap" }}>
      <button type="button" className="shop-button" onClick={() => modals.open("size-guide", { note: "Shirts" })}>
        Size guide (shirts)
      </button>
      <button type="button" className="shop-button" onClick={() => modals.open("authentication", { note: "Please log in" })}>
        Log in
      </button>
      <ModalHost
        modals={modals.modals}
        onClose={modals.close}
        render={(modal) => ({
          title: TITLES[modal.name] ?? modal.name,
          body: (
            <div>
              <p>{modal.payload.note}</p>
              <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
                <button type="button" className="shop-button" onClick={() => modals.open("size-guide", { note: "Trousers" })}>
                  Size guide (trousers)
                </button>
                <button type="button" className="shop-button" onClick={() => modals.open("authentication", { note: "Log in to continue" })}>
                  Log in
                </button>
              </div>
            </div>
          ),
        })}
      />
    </div>
  );
}

const meta = {
  title: "Overlays/Modal host",
  component: ModalDemo,
  args: { mode: "stack" },
} satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** ShopConfig modals.mode "stack" (default): several open; reopening brings it back with the new payload. */
export const Stack: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole("button", { name: "Size guide (shirts)" }));
    await expect(body.getByRole("dialog", { name: "Size guide" })).toHaveTextContent("Shirts");
    await userEvent.click(within(body.getByRole("dialog")).getByRole("button", { name: "Log in" }));
    await expect(body.getAllByRole("dialog")).toHaveLength(2);
    // Reopening the open size guide closes it and opens it on top with the new payload.
    await userEvent.click(within(body.getAllByRole("dialog").at(-1)!).getByRole("button", { name: "Size guide (trousers)" }));
    const dialogs = body.getAllByRole("dialog");
    await expect(dialogs).toHaveLength(2);
    await expect(dialogs.at(-1)).toHaveAccessibleName("Size guide");
    await expect(dialogs.at(-1)).toHaveTextContent("Trousers");
    // Escape closes only the top-most.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.getAllByRole("dialog")).toHaveLength(1));
    await expect(body.getByRole("dialog")).toHaveAccessibleName("Log in");
  },
};

/** ShopConfig modals.mode "single": opening one closes the open one first. */
export const Single: Story = {
  args: { mode: "single" },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole("button", { name: "Log in" }));
    await userEvent.click(within(body.getByRole("dialog")).getByRole("button", { name: "Size guide (trousers)" }));
    await expect(body.getAllByRole("dialog")).toHaveLength(1);
    await expect(body.getByRole("dialog")).toHaveAccessibleName("Size guide");
    await userEvent.click(body.getByTestId("modal-backdrop"));
    await expect(body.queryByRole("dialog")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole("button", { name: "Log in" }));
    await expect(page(canvasElement).getByRole("dialog")).toHaveAccessibleName("Log in");
  },
};

/** A long German title (one long compound) and body at 320 px: the title wraps beside the close button. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  render: () => (
    <ModalHost
      modals={[{ name: "size-guide", payload: LONG_MODAL, key: 1 }]}
      onClose={() => undefined}
      render={(modal) => ({
        title: modal.payload.title,
        body: modal.payload.body.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole("dialog", { name: LONG_MODAL.title });
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, [LONG_MODAL.title, ...LONG_MODAL.body]);
    await expect(within(dialog).getByRole("button", { name: "Schließen" })).toBeVisible();
  },
};
