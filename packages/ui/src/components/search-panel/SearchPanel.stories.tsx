import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { LONG_SEARCH_QUERY, LONG_SEARCH_RESULTS } from "../../fixtures/long-text";
import { SearchPanel } from "./SearchPanel";

const meta = {
  title: "Sidebars/Search panel",
  component: SearchPanel,
  args: { open: true, onClose: fn(), onSubmit: fn(), onAutocomplete: fn() },
} satisfies Meta<typeof SearchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement.ownerDocument.body).getByRole("searchbox");
    await userEvent.type(box, "oxford shirt{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith("oxford shirt");
  },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// presentation-content.md §5/§9: from 3 characters, 500 ms after typing stops (the default debounce).
export const AutocompleteFromThreeCharacters: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement.ownerDocument.body).getByRole("searchbox");
    await userEvent.type(box, "sh");
    await pause(700);
    await expect(args.onAutocomplete).not.toHaveBeenCalled();
    await userEvent.type(box, "irt");
    // Typing just stopped: nothing asked yet, not even for "shi" or "shir".
    await expect(args.onAutocomplete).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onAutocomplete).toHaveBeenCalledWith("shirt"));
    await pause(700);
    await expect(args.onAutocomplete).toHaveBeenCalledTimes(1);
  },
};

export const WithLastSearchAndResults: Story = {
  args: {
    initialQuery: "blazer",
    children: (
      <ul>
        <li>Navy wool blazer</li>
        <li>Grey check blazer</li>
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole("searchbox")).toHaveValue("blazer");
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("searchbox")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  play: async ({ canvasElement, args }) => {
    const dialog = within(within(canvasElement).getByRole("dialog", { name: "Produkte suchen" }));
    const box = dialog.getByRole("searchbox");
    // presentation-content.md §2: the placeholder 'What are you searching for?', in German.
    await expect(box).toHaveAttribute("placeholder", "Wonach suchen Sie?");
    await userEvent.type(box, "Hemd{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith("Hemd");
  },
};

/** A long kept German query and long result names at 320 px: the search bar stays inside the panel. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: {
    initialQuery: LONG_SEARCH_QUERY,
    children: (
      <ul>
        {LONG_SEARCH_RESULTS.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement.ownerDocument.body).getByRole("searchbox");
    await expect(box).toHaveValue(LONG_SEARCH_QUERY);
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Produkte suchen", ...LONG_SEARCH_RESULTS]);
    // The field itself lies inside the viewport (its text scrolls within it, as fields do).
    const field = box.getBoundingClientRect();
    await expect(field.left).toBeGreaterThanOrEqual(0);
    await expect(field.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
