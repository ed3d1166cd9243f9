import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { cartLines, cartSegments } from "../../fixtures/cart";
import { MENU } from "../../fixtures/content";
import { COUNTRY_KEYS, paymentMethods, SAVED_ADDRESS, SAVED_PERSONAL_DETAILS, shippingMethods } from "../../fixtures/checkout";
import { expectNoHorizontalOverflow, expectTextsVisible } from "../../fixtures/layout-checks";
import { useLocale, useTranslate } from "../../text/text-context";
import { addressLines, type AddressValues } from "../address-fields/rules/address";
import { Footer } from "../footer/Footer";
import { Header } from "../header/Header";
import { DefaultLayout } from "../layouts/Layouts";
import { MobileHeader } from "../mobile-header/MobileHeader";
import { OrderConfirmation } from "../order-confirmation/OrderConfirmation";
import { OrderReview } from "../order-review/OrderReview";
import { PaymentStep, type PaymentStepValues } from "../payment-step/PaymentStep";
import { PersonalDetailsStep } from "../personal-details-step/PersonalDetailsStep";
import type { PersonalDetailsValues } from "../personal-details-step/rules/personal-details";
import { ShippingStep } from "../shipping-step/ShippingStep";
import { CheckoutSteps } from "./CheckoutSteps";
import type { CheckoutStepId } from "./rules/step-states";

interface DemoProps {
  initialStep: CheckoutStepId;
  initialCompleted: CheckoutStepId[];
  onPlaceOrder: () => void;
  onEdit: (step: CheckoutStepId) => void;
}

/** The whole checkout as the storefront wires it: saved details per step, methods after the address is saved, the order placed. */
function CheckoutDemo({ initialStep, initialCompleted, onPlaceOrder, onEdit }: DemoProps) {
  const t = useTranslate();
  const locale = useLocale();
  const countries = COUNTRY_KEYS.map((country) => ({ ...country, label: t(country.label) }));
  const countryName = (id: string) => countries.find((country) => country.value === id)?.label ?? id;
  const [active, setActive] = useState(initialStep);
  const [completed, setCompleted] = useState(initialCompleted);
  const [personal, setPersonal] = useState<PersonalDetailsValues | null>(initialCompleted.includes("personal-details") ? SAVED_PERSONAL_DETAILS : null);
  const [address, setAddress] = useState<AddressValues | null>(initialCompleted.includes("shipping") ? SAVED_ADDRESS : null);
  const [method, setMethod] = useState<string | null>(initialCompleted.includes("shipping") ? "dhl_express" : null);
  const [payment, setPayment] = useState<PaymentStepValues | null>(
    initialCompleted.includes("payment") ? { sameAsShipping: true, billingAddress: null, paymentMethod: "ideal", paymentMethodAdditional: { issuer: "INGBNL2A" } } : null,
  );
  const done = (step: CheckoutStepId, next: CheckoutStepId) => {
    setCompleted((list) => (list.includes(step) ? list : [...list, step]));
    setActive(next);
  };
  const methods = shippingMethods(locale);
  const methodTitle = (code: string | null) => {
    const found = methods.find((m) => m.code === code);
    return found ? `${found.carrierTitle ?? ""} ${found.title}, ${found.price}`.trim() : "";
  };
  const paymentTitle = (values: PaymentStepValues | null) => paymentMethods(locale).find((m) => m.code === values?.paymentMethod)?.title ?? "";

  const step = (() => {
    switch (active) {
      case "personal-details":
        return <PersonalDetailsStep guest initialValues={personal ?? {}} onLogin={fn()} onSubmit={(values) => (setPersonal(values), done("personal-details", "shipping"))} />;
      case "shipping":
        return (
          <ShippingStep
            initialAddress={address ?? { firstName: personal?.firstName ?? "", lastName: personal?.lastName ?? "", country: "NL" }}
            countries={countries}
            addressSaved={address !== null}
            onSaveAddress={setAddress}
            methods={address ? methods : []}
            selectedMethod={method}
            onSubmit={(values) => {
              setAddress(values.address);
              setMethod(values.shippingMethod);
              done("shipping", "payment");
            }}
          />
        );
      case "payment":
        return (
          <PaymentStep
            shippingAddressLines={address ? addressLines(address, countryName(address.country)) : []}
            countries={countries}
            methods={paymentMethods(locale)}
            selectedMethod={payment?.paymentMethod ?? null}
            onSubmit={(values) => (setPayment(values), done("payment", "order-review"))}
          />
        );
      case "order-review":
        return (
          <OrderReview
            lines={cartLines(locale)}
            segments={cartSegments(locale)}
            personalDetails={personal ? [`${personal.firstName} ${personal.lastName}`, personal.emailAddress] : []}
            shippingAddress={address ? addressLines(address, countryName(address.country)) : []}
            shippingMethod={methodTitle(method)}
            billingAddress={payment?.billingAddress ? addressLines(payment.billingAddress, countryName(payment.billingAddress.country)) : null}
            paymentMethod={paymentTitle(payment)}
            onEdit={(id) => {
              onEdit(id);
              setActive(id);
            }}
            onPlaceOrder={() => {
              onPlaceOrder();
              done("order-review", "order-confirmation");
            }}
          />
        );
      case "order-confirmation":
        return <OrderConfirmation orderNumber="000000042" email={personal?.emailAddress ?? "ann@shop.example"} continueHref="/" />;
    }
  })();

  return (
    <CheckoutSteps
      active={active}
      completed={completed}
      onEdit={(id) => {
        onEdit(id);
        setActive(id);
      }}
      summaries={{
        "personal-details": personal && `${personal.firstName} ${personal.lastName}, ${personal.emailAddress}`,
        shipping: address && `${addressLines(address, countryName(address.country)).slice(1, 4).join(", ")}; ${methodTitle(method)}`,
        payment: payment && paymentTitle(payment),
      }}
    >
      {step}
    </CheckoutSteps>
  );
}

const meta = {
  title: "Checkout/Checkout steps",
  component: CheckoutDemo,
  args: { initialStep: "personal-details", initialCompleted: [], onPlaceOrder: fn(), onEdit: fn() },
} satisfies Meta<typeof CheckoutDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest checks out from the first step to the thanks: each step checks its fields, saves, and the next takes focus. */
export const WholeCheckout: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Checkout progress" }).querySelector("[aria-current=step]")).toHaveTextContent("Personal details");
    // Continue with empty fields: every message shows, the first invalid field has focus.
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByText("Please fix the validation errors")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "First name" })).toHaveFocus();
    await userEvent.type(canvas.getByRole("textbox", { name: "First name" }), "Ann");
    await userEvent.type(canvas.getByRole("textbox", { name: "Last name" }), "de Vries");
    await userEvent.type(canvas.getByRole("textbox", { name: "E-mail address" }), "ann@shop.example");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));

    // Shipping: methods wait for the saved address.
    await waitFor(() => expect(canvas.getByRole("heading", { name: /Shipping$/ })).toHaveFocus());
    await expect(canvas.getByRole("group", { name: "Shipping method" })).toBeDisabled();
    await expect(canvas.getByRole("group", { name: "Shipping method" })).toHaveAccessibleDescription("Please save the address before choosing a shipping method.");
    await userEvent.type(canvas.getByRole("textbox", { name: "Street" }), "Keizersgracht");
    await userEvent.type(canvas.getByRole("textbox", { name: "House number" }), "12");
    await userEvent.type(canvas.getByRole("textbox", { name: "Postcode" }), "1015 CJ");
    await userEvent.type(canvas.getByRole("textbox", { name: "City" }), "Amsterdam");
    await userEvent.click(canvas.getByRole("button", { name: "Save address" }));
    // The default (DHL, marked default) is chosen; the unavailable evening delivery is not offered.
    await expect(canvas.getByRole("radio", { name: /Next-day delivery/ })).toBeChecked();
    await expect(canvas.queryByRole("radio", { name: /Evening delivery/ })).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: /Standard delivery/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));

    // Payment: iDEAL (default) asks for the bank.
    await waitFor(() => expect(canvas.getByRole("heading", { name: /Payment$/ })).toHaveFocus());
    await expect(canvas.getByRole("radio", { name: /iDEAL/ })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByRole("combobox", { name: "Choose your bank" })).toHaveAccessibleDescription("Field is required.");
    await userEvent.click(canvas.getByRole("combobox", { name: "Choose your bank" }));
    await userEvent.click(canvas.getByRole("option", { name: "ING" }));
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));

    // Review: the entered details, terms required.
    await waitFor(() => expect(canvas.getByRole("heading", { name: /Order review$/ })).toHaveFocus());
    await expect(canvas.getByText("Keizersgracht 12")).toBeVisible();
    await expect(canvas.getByText(/^PostNL Standard delivery, /)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Place order" }));
    await expect(canvas.getByRole("checkbox", { name: "I accept the terms and conditions" })).toHaveAccessibleDescription("You must accept the terms and conditions.");
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("checkbox", { name: "I accept the terms and conditions" }));
    await userEvent.click(canvas.getByRole("button", { name: "Place order" }));
    await expect(args.onPlaceOrder).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
    await expect(canvas.getByText("000000042")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Edit/ })).toBeNull();
  },
};

/** On payment with two steps saved: they show their summaries and an Edit button; Edit goes back. */
export const EditASavedStep: Story = {
  args: { initialStep: "payment", initialCompleted: ["personal-details", "shipping"] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Ann de Vries, ann@shop.example")).toBeVisible();
    const progress = canvas.getByRole("navigation", { name: "Checkout progress" });
    await expect(progress).toHaveTextContent("(Completed)");
    await userEvent.click(canvas.getByRole("button", { name: /^Edit ?: Shipping$/ }));
    await expect(args.onEdit).toHaveBeenCalledWith("shipping");
    await waitFor(() => expect(canvas.getByRole("heading", { name: /Shipping$/ })).toHaveFocus());
    // The saved address is there and saved: the methods can be chosen at once.
    await expect(canvas.getByRole("textbox", { name: "Street" })).toHaveValue("Keizersgracht");
    await expect(canvas.getByRole("group", { name: "Shipping method" })).toBeEnabled();
    // Editing the address takes the methods away again until it is saved.
    await userEvent.type(canvas.getByRole("textbox", { name: "House number" }), "4");
    await expect(canvas.getByRole("group", { name: "Shipping method" })).toBeDisabled();
  },
};

export const OrderReviewStep: Story = {
  args: { initialStep: "order-review", initialCompleted: ["personal-details", "shipping", "payment"] },
};

export const Confirmation: Story = {
  args: { initialStep: "order-confirmation", initialCompleted: ["personal-details", "shipping", "payment", "order-review"] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { initialStep: "payment", initialCompleted: ["personal-details", "shipping"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Phones: 'Step 3 of 5' and the markers in one row; the step's name is the heading below.
    await expect(canvas.getByText("Step 3 of 5")).toBeVisible();
    const markers = [...canvas.getByRole("navigation").querySelectorAll(".shop-checkout-steps__marker")].map((marker) => marker.getBoundingClientRect().top);
    await expect(new Set(markers).size).toBe(1);
    await expect(canvas.getByRole("navigation").querySelector(".shop-checkout-steps__label")).not.toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Dutch: Story = {
  globals: { locale: "nl-NL", viewport: { value: "desktop" } },
  args: { initialStep: "shipping", initialCompleted: ["personal-details"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Voortgang afrekenen" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Adres opslaan" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Verzendmethode" })).toHaveAccessibleDescription("Sla eerst het adres op voordat je een verzendmethode kiest.");
  },
};

export const German: Story = {
  globals: { locale: "de-DE", viewport: { value: "desktop" } },
  args: { initialStep: "order-review", initialCompleted: ["personal-details", "shipping", "payment"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Zahlungspflichtig bestellen" })).toBeVisible();
    await expect(canvas.getByText("Wie Lieferadresse")).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: "fr-FR", viewport: { value: "mobile320" } },
  args: { initialStep: "personal-details", initialCompleted: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Étape 1 sur 5")).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Créer un compte" })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** German at 320 px with the longest step names and summaries: nothing overflows, all shows whole. */
export const LongText: Story = {
  globals: { locale: "de-DE", viewport: { value: "mobile320" } },
  args: { initialStep: "order-review", initialCompleted: ["personal-details", "shipping", "payment"] },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await expectTextsVisible(canvasElement, ["Bestellübersicht", "Wie Lieferadresse", "Zahlungspflichtig bestellen", "Rechnungsadresse"]);
  },
};

/** On the checkout route (presentation-content.md §2): the default layout with the header reduced (no menu, no icons) and no footer. */
export const InCheckoutLayout: Story = {
  globals: { viewport: { value: "desktop" } },
  args: { initialStep: "shipping", initialCompleted: ["personal-details"] },
  render: (args) => (
    <DefaultLayout
      checkout
      header={<Header homeHref="/" checkout menu={MENU} languageCode="nl" onLanguageClick={fn()} accountHref="/login" onSearchClick={fn()} cartHref="/winkelwagen/" cartQuantity={3} onCartClick={fn()} />}
      mobileHeader={<MobileHeader homeHref="/" checkout menuOpen={false} onMenuClick={fn()} onSearchClick={fn()} cartHref="/winkelwagen/" cartQuantity={3} onCartClick={fn()} />}
      footer={<Footer homeHref="/" linkColumns={[]} copyright={[]} />}
    >
      <CheckoutDemo {...args} />
    </DefaultLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Checkout" })).toBeInTheDocument();
    await expect(canvas.queryByRole("contentinfo")).toBeNull();
    await expect(canvas.queryByRole("navigation", { name: "Main navigation" })).toBeNull();
    await expect(canvas.getByRole("navigation", { name: "Checkout progress" })).toBeVisible();
  },
};
