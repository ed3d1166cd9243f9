import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import type { NewsletterResult } from "../newsletter-form/rules/newsletter-form-state";
import { NewsletterModal } from "./NewsletterModal";

const answerAfter = (result: NewsletterResult, ms = 200) => fn(() => new Promise<NewsletterResult>((resolve) => setTimeout(() => resolve(result), ms)));

/** The newsletter modal (§2): shown when the app says so (8 s after load, once per browser), with the §4 newsletter form. */
const meta = {
  title: "Content/Newsletter modal",
  component: NewsletterModal,
  args: { open: true, onClose: fn(), onSubscribe: answerAfter("subscribed") },
  globals: { viewport: { value: "desktop" } },
} satisfies Meta<typeof NewsletterModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its fade-in (Modal.css) is over. */
async function dialog(canvasElement: HTMLElement) {
  const element = await within(canvasElement.ownerDocument.body).findByRole("dialog");
  await waitFor(() => expect(element).toBeVisible());
  await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return within(element);
}

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await expect(modal.getByRole("heading", { name: "Get 10% off with our newsletter" })).toBeVisible();
    await userEvent.type(modal.getByRole("textbox", { name: "E-mail address" }), "ann@shop.example{Enter}");
    await expect(args.onSubscribe).toHaveBeenCalledWith("ann@shop.example");
    await waitFor(() => expect(modal.getByRole("status")).toHaveTextContent("You have been successfully subscribed to our newsletter!"));
    await userEvent.click(modal.getByRole("button", { name: "Close" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Content-service title and subtitle (footer content's newsletterTitle, newsletterSubtitle). */
export const ContentTitleMobile: Story = {
  globals: { viewport: { value: "mobile375" } },
  args: { title: "Stay in style", subtitle: "News from the atelier, once a month." },
  play: async ({ canvasElement }) => {
    await expect((await dialog(canvasElement)).getByRole("heading", { name: "Stay in style" })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, { width: 375 });
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(modal.getByRole("button", { name: "Subscribe" }));
    await expect(modal.getByText("Please provide an valid e-mail address")).toBeVisible();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const SubscribeError: Story = {
  args: { onSubscribe: answerAfter("failed", 50) },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await userEvent.type(modal.getByRole("textbox", { name: "E-mail address" }), "ann@shop.example{Enter}");
    await waitFor(() => expect(modal.getByRole("status")).toHaveTextContent("An error occurred while subscribing you to our newsletter, please try again!"));
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull();
  },
};

/** The app's rule opens it; here a button stands in for the 8 s timer. */
function Opener(props: { onSubscribe: (email: string) => Promise<NewsletterResult> }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <button type="button" className="shop-button" onClick={() => setOpen(true)}>
        Open
      </button>
      <NewsletterModal open={open} onClose={() => setOpen(false)} onSubscribe={props.onSubscribe} />
    </div>
  );
}

export const OpensWhenTold: Story = {
  render: (args) => <Opener onSubscribe={args.onSubscribe} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.queryByRole("dialog")).toBeNull();
    await userEvent.click(page.getByRole("button", { name: "Open" }));
    await dialog(canvasElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
  },
};

export const Dutch: Story = { globals: { locale: "nl-NL", viewport: { value: "desktop" } } };
export const German: Story = { globals: { locale: "de-DE", viewport: { value: "mobile375" } } };
export const French: Story = { globals: { locale: "fr-FR", viewport: { value: "desktop" } } };

export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { title: "Zehn Prozent Rabatt auf Ihre nächste Bestellung mit unserem Newsletter", subtitle: "Melden Sie sich an und erfahren Sie als Erster von neuen Kollektionen, Veranstaltungen in unseren Geschäften und exklusiven Angeboten." },
  play: async ({ canvasElement }) => {
    await expectTextsVisible(canvasElement, ["Zehn Prozent Rabatt auf Ihre nächste Bestellung mit unserem Newsletter"]);
    await expectNoHorizontalOverflow(canvasElement);
  },
};
