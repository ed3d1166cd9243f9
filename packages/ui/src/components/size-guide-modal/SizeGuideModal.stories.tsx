import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow } from "../../fixtures/layout-checks";
import { SHIRT_SIZE_GUIDE } from "../../fixtures/product-page";
import { useTranslate } from "../../text/text-context";
import { ModalHost } from "../modal-host/ModalHost";
import { useModals } from "../modal-host/use-modals";
import type { SizeGuideRow } from "./rules/size-guide";
import { SizeGuideModal, SizeGuideTable } from "./SizeGuideModal";

/** The 'size guide' modal (presentation-content.md §2): menswear shirt sizes by chest, waist and length. */
const meta = {
  title: "Product/Size guide modal",
  component: SizeGuideModal,
  args: { open: true, onClose: fn(), rows: SHIRT_SIZE_GUIDE },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof SizeGuideModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its fade-in (Modal.css) is over. */
async function dialog(canvasElement: HTMLElement) {
  const element = await within(canvasElement.ownerDocument.body).findByRole("dialog");
  await waitFor(() => expect(element).toBeVisible());
  await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return within(element);
}

export const Shirts: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole("heading", { name: "Size guide" })).toBeVisible();
    await expect(modal.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Size", "Chest", "Waist", "Length"]);
    await expect(modal.getAllByRole("row")).toHaveLength(6);
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Shoes from the content service: its own columns and note. */
export const ContentColumns: Story = {
  args: {
    title: "Shoe sizes",
    rows: [40, 41, 42, 43, 44, 45].map((size, index) => ({ size: String(size), values: { foot: (25.5 + index * 0.7).toFixed(1), uk: String(6.5 + index) } })),
    columns: [
      { key: "foot", label: "Foot length (cm)" },
      { key: "uk", label: "UK" },
    ],
    note: "Measure your foot from heel to toe.",
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole("columnheader", { name: "Foot length (cm)" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    await dialog(canvasElement);
    await expectNoHorizontalOverflow(canvasElement, { scrollers: ".shop-size-guide__scroll" });
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    await expect((await dialog(canvasElement)).getByRole("heading", { name: "Maattabel" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect((await dialog(canvasElement)).getByRole("columnheader", { name: "Brust" })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect((await dialog(canvasElement)).getByText("Mesures en cm")).toBeVisible();
  },
};

/** The app's way: the 'size-guide' modal by name in the modal host (presentation-content.md §2), its rows as the payload. */
function HostedSizeGuide() {
  const t = useTranslate();
  const modals = useModals<{ rows: readonly SizeGuideRow[] }>();
  return (
    <>
      <button type="button" onClick={() => modals.open("size-guide", { rows: SHIRT_SIZE_GUIDE })}>
        {t("Size guide")}
      </button>
      <ModalHost
        modals={modals.modals}
        render={(modal) => (modal.name === "size-guide" ? { title: t("Size guide"), body: <SizeGuideTable rows={modal.payload.rows} /> } : null)}
        onClose={modals.close}
      />
    </>
  );
}

export const InModalHost: Story = {
  args: { open: false },
  render: () => <HostedSizeGuide />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Size guide" }));
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole("columnheader", { name: "Chest" })).toBeVisible();
    await userEvent.click(modal.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull());
  },
};
