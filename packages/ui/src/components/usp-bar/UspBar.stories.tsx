import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { USPS } from "../../fixtures/content";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { LONG_USPS } from "../../fixtures/long-text";
import { ROUTER_SPY_TEST_ID, withRouterSpy } from "../../fixtures/router-spy";
import { UspBar } from "./UspBar";

const meta = {
  title: "Layout/Usp bar",
  component: UspBar,
  args: { items: USPS },
} satisfies Meta<typeof UspBar>;
export default meta;
type Story = StoryObj<typeof meta>;

// Which messages show is the CSS's call (media query), so ask the rendered page.
const shown = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId("usp").filter((item) => item.checkVisibility());

export const MobileRotating: Story = {
  globals: { viewport: { value: "mobile375" } },
  args: { intervalMs: 300 },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toHaveLength(1);
    const first = shown(canvasElement)[0]!.textContent;
    await waitFor(() => expect(shown(canvasElement)[0]!.textContent).not.toBe(first));
    // The pause button stops the rotation (WCAG 2.2.2).
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Pause highlights" }));
    await userEvent.unhover(canvasElement);
    const paused = shown(canvasElement)[0]!.textContent;
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(shown(canvasElement)[0]!.textContent).toBe(paused);
    // Play resumes while the toggle keeps focus: focus on the rotation control does not pause.
    const toggle = within(canvasElement).getByRole("button", { name: "Play highlights" });
    await userEvent.click(toggle);
    await userEvent.unhover(toggle);
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName("Pause highlights");
    await waitFor(() => expect(shown(canvasElement)[0]!.textContent).not.toBe(paused));
  },
};

export const DesktopAnimationOff: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toHaveLength(3);
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

/** Usp links go through the app's router (a spy, through LinkProvider). */
export const RoutedLink: Story = {
  globals: { viewport: { value: "desktop" } },
  decorators: [withRouterSpy()],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("link", { name: /20 stores/ }));
    await expect(within(canvasElement).getByTestId(ROUTER_SPY_TEST_ID)).toHaveTextContent("Router navigations: /storelocator/");
  },
};

export const DesktopAnimationOn: Story = {
  globals: { viewport: { value: "desktop" } },
  args: { animateOnDesktop: true },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement)).toHaveLength(1);
  },
};

export const SingleMessageWithIcon: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: {
    items: [
      {
        id: "returns",
        bold: "Free returns",
        text: "within 30 days, also in every store near you",
        href: "/service/returns/",
        iconSrc: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="7" fill="#1e6b3a"/></svg>')}`,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

/** Long German messages at 320 px wrap inside the bar; each is checked while the mouse holds it. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { items: LONG_USPS, intervalMs: 300 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list");
    for (const item of LONG_USPS) {
      await waitFor(() => expect(within(canvasElement).getByText(item.text)).toBeVisible());
      // Hovering the messages pauses the rotation (WCAG 2.2.2): the message stays while checked.
      await userEvent.hover(list);
      await expectNoHorizontalOverflow(canvasElement);
      await expectTextsVisible(canvasElement, [item.bold, item.text]);
      // One paragraph, not two narrow columns: the normal label wraps back under the bold one.
      const bold = within(canvasElement).getByText(item.bold).getBoundingClientRect();
      const lines = [...within(canvasElement).getByText(item.text).getClientRects()];
      await expect(Math.min(...lines.map((line) => line.left))).toBeLessThan(bold.right);
      await userEvent.unhover(list);
    }
  },
};
