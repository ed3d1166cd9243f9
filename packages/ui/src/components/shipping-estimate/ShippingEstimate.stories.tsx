import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { COUNTRY_KEYS, shippingMethodsFor } from "../../fixtures/cart";
import { padded } from "../../fixtures/story-frame";
import { useLocale, useTranslate } from "../../text/text-context";
import { ShippingEstimate, type ShippingEstimateProps } from "./ShippingEstimate";

/**
 * The app's estimate: country names translated before they are passed in (the select shows
 * labels as given); a new country's methods arrive after 300 ms, loading meanwhile.
 */
function EstimateOwner(props: ShippingEstimateProps) {
  const t = useTranslate();
  const locale = useLocale();
  const [countryId, setCountryId] = useState(props.countryId);
  const [loading, setLoading] = useState(false);
  return (
    <ShippingEstimate
      {...props}
      countries={props.countries.map((country) => ({ ...country, label: t(country.label) }))}
      countryId={countryId}
      methods={loading ? [] : shippingMethodsFor(countryId, locale)}
      loading={loading || props.loading}
      onCountryChange={(id) => {
        props.onCountryChange(id);
        setCountryId(id);
        setLoading(true);
        setTimeout(() => setLoading(false), 300);
      }}
    />
  );
}

const meta = {
  title: "Cart/Shipping estimate",
  component: ShippingEstimate,
  render: (args) => <EstimateOwner {...args} />,
  args: { countries: COUNTRY_KEYS, countryId: "NL", methods: [], onCountryChange: fn() },
  decorators: [padded(380)],
} satisfies Meta<typeof ShippingEstimate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Netherlands: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Country" })).toHaveTextContent("Netherlands");
    await expect(canvas.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["PostNL€4.95", "Pick up in store€0.00"]);
  },
};

/** Choosing another country calls onCountryChange; its methods replace the list (busy meanwhile). */
export const ChangeCountry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.click(combobox);
    await userEvent.click(canvas.getByRole("option", { name: "Germany" }));
    await expect(args.onCountryChange).toHaveBeenCalledWith("DE");
    await expect(canvasElement.querySelector("[aria-live]")).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(canvas.getByRole("listitem")).toHaveTextContent("DHL Europe€9.95"));
    // By keyboard too: the United States has no method.
    combobox.focus();
    await userEvent.keyboard("{End}{Enter}");
    await expect(args.onCountryChange).toHaveBeenLastCalledWith("US");
    await waitFor(() => expect(canvas.getByText("No shipping methods are available for this country")).toBeVisible());
  },
};

export const NoCountryYet: Story = {
  args: { countryId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox")).toHaveTextContent("Select an option");
    await expect(canvas.queryByRole("list")).toBeNull();
    await expect(canvas.queryByText("No shipping methods are available for this country")).toBeNull();
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Geschatte verzendkosten" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Land" })).toHaveTextContent("Nederland");
    await expect(canvas.getByText("€ 4,95")).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de-DE" },
  args: { countryId: "US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Land" })).toHaveTextContent("Vereinigte Staaten");
    await expect(canvas.getByText("Für dieses Land sind keine Versandarten verfügbar")).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR" },
  args: { countryId: "DE" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Frais de livraison estimés" })).toBeVisible();
    await expect(canvas.getByText("9,95 €")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole("combobox", { name: "Country" });
    await expect(combobox.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
