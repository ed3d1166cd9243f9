import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { padded } from "../../fixtures/story-frame";
import { StockCheckStatus } from "./StockCheckStatus";

const MESSAGE = "Stock check in progress, please wait while available stock quantities are checked";

const meta = {
  title: "Cart/Stock check status",
  component: StockCheckStatus,
  args: { checking: true },
  decorators: [padded(600)],
} satisfies Meta<typeof StockCheckStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(MESSAGE);
  },
};

/** The status region stays in the page while idle, so the check starting is announced. */
export const Idle: Story = {
  args: { checking: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("");
  },
};

function Toggle() {
  const [checking, setChecking] = useState(false);
  return (
    <>
      <button type="button" className="shop-button" onClick={() => setChecking((value) => !value)}>
        Check stock
      </button>
      <StockCheckStatus checking={checking} />
    </>
  );
}

export const StartsAndEnds: Story = {
  render: () => <Toggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("status");
    await userEvent.click(canvas.getByRole("button"));
    await waitFor(() => expect(region).toHaveTextContent(MESSAGE));
    await userEvent.click(canvas.getByRole("button"));
    await waitFor(() => expect(region).toHaveTextContent(""));
    await expect(canvas.getByRole("status")).toBe(region);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("We controleren de voorraad, een ogenblik geduld");
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Der Lagerbestand wird geprüft, bitte warten Sie einen Moment");
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Vérification du stock en cours, veuillez patienter");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
};
