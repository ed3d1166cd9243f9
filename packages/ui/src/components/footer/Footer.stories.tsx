import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { COPYRIGHT, FOOTER_COLUMNS } from "../../fixtures/content";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { LONG_COPYRIGHT, LONG_FOOTER_COLUMNS, LONG_NEWSLETTER } from "../../fixtures/long-text";
import { ROUTER_LINK_ATTRIBUTE, ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { Footer } from "./Footer";

const meta = {
  title: "Layout/Footer",
  component: Footer,
  args: {
    homeHref: "/",
    newsletter: { title: "Stay in style", subtitle: "Get 10% off your first order with our newsletter.", onSubscribe: fn(async () => "subscribed" as const) },
    linkColumns: FOOTER_COLUMNS,
    copyright: COPYRIGHT,
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    const payments = within(footer).getByRole("list", { name: "Payment methods" });
    for (const name of ["iDEAL", "Visa", "Mastercard", "Riverty"]) await expect(within(payments).getByRole("img", { name })).toBeInTheDocument();
    // External links open in a new tab without opener; internal ones stay.
    await expect(within(footer).getByRole("link", { name: "Instagram" })).toHaveAttribute("rel", "noopener noreferrer");
    await expect(within(footer).getByRole("link", { name: "Privacy statement" })).not.toHaveAttribute("target");
    await expect(within(footer).getByRole("heading", { name: "Stay in style" })).toBeInTheDocument();
  },
};

/** Internal links go through the app's router (a spy, through LinkProvider); external ones never do (§2 content links). */
export const RoutedAndExternalLinks: Story = {
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole("contentinfo"));
    await userEvent.click(footer.getByRole("link", { name: "Contact" }));
    await userEvent.click(footer.getByRole("link", { name: "Privacy statement" }));
    await expect(within(canvasElement).getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /service/contact/, /privacy/");
    // Not clicked (it would open a tab): a plain new-tab anchor the router never sees.
    const instagram = footer.getByRole("link", { name: "Instagram" });
    await expect(instagram).not.toHaveAttribute(ROUTER_LINK_ATTRIBUTE);
    await expect(instagram).toHaveAttribute("target", "_blank");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
};

// The newsletter block composes the one NewsletterForm (states and rules tested in its stories).
export const NewsletterSubscribe: Story = {
  play: async ({ canvasElement, args }) => {
    const block = within(within(canvasElement).getByRole("region", { name: "Stay in style" }));
    await userEvent.click(block.getByRole("button", { name: "Subscribe" }));
    await expect(block.getByText("Please provide an valid e-mail address")).toBeVisible();
    await userEvent.type(block.getByRole("textbox", { name: "E-mail address" }), "jan@shop.nl{Enter}");
    await expect(args.newsletter?.onSubscribe).toHaveBeenCalledWith("jan@shop.nl");
    await waitFor(() => expect(block.getByRole("status")).toHaveTextContent("You have been successfully subscribed to our newsletter!"));
  },
};

export const WithoutNewsletter: Story = {
  args: { newsletter: undefined, paymentMethods: ["ideal", "visa"] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("textbox")).toBeNull();
  },
};

/** Long German content texts at 320 px: every title, link and copyright item wraps inside the footer. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: {
    newsletter: { ...LONG_NEWSLETTER, onSubscribe: fn(async () => "subscribed" as const) },
    linkColumns: LONG_FOOTER_COLUMNS,
    copyright: LONG_COPYRIGHT,
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, [
      LONG_NEWSLETTER.title,
      LONG_NEWSLETTER.subtitle,
      ...LONG_FOOTER_COLUMNS.flatMap((column) => [column.title, ...column.links.map((link) => link.label)]),
      ...LONG_COPYRIGHT.map((item) => item.text),
    ]);
  },
};
