import { useCartLines, useCartMethods, useCartTotals } from "@shop/cart/react";
import { chooseShippingMethod, CHECKOUT_MESSAGES, placeOrder, savePaymentDetails, savePersonalDetails, saveShippingAddress, selectShippingAddressSaved, startPayment } from "@shop/checkout";
import { useCheckoutDetails, useCheckoutDispatch, useCheckoutMethods, useCheckoutSelector } from "@shop/checkout/react";
import { beginCheckoutEvent, pushTagEvent, type CmsExtra } from "@shop/cms";
import { selectIsOnline } from "@shop/sync-queue";
import { useCurrentUser, useIsLoggedIn } from "@shop/user/react";
import {
  addressLines,
  CheckoutSteps,
  EmptyCart,
  LoaderOverlay,
  OrderConfirmation,
  OrderReview,
  PaymentStep,
  PersonalDetailsStep,
  ShippingStep,
  useTranslate,
  type AddressValues,
  type CheckoutStepId,
  type MiniCartItem,
  type StepError,
} from "@shop/ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { useDispatch, useSelector } from "react-redux";
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { ShopState } from "@shop/store";
import { privatePageLoader } from "../../app/private-page";
import { useShop } from "../../app/shop-context";
import { SHIPPING_COUNTRIES } from "../../cart/shipping-countries";
import { summarySegmentsOf } from "../../cart/summary-segments";
import { tagItemsOf } from "../../cart/tag-items";
import { miniCartItemOf } from "../../shell/cart-items";
import { imageUrlBuilder } from "../../shell/image-url";
import { flushPersisted } from "../../store/persisted-flush";
import { CardFields } from "./CardFields";
import { cardDetailsOf, cardErrorsOf, EMPTY_CARD, type CardField, type CardValues } from "./card-details";
import { CheckoutStatePage } from "./CheckoutStatePage";
import { addressDetailsOf, addressValuesOf, completedStepsOf, initialStepOf, paymentDetailsOf, paymentOptionsOf, savedStepsOf, shippingMethodCode, shippingOptionsOf } from "./checkout-details";

/** The provider's card method: its card goes with initiate (commerce-core.md §7). */
const CARD_METHOD = "creditcard";
const needsCard = (method: string) => method === CARD_METHOD;

/** A thunk's refusal is its message (rejectWithValue); anything else is the spec's generic one. */
const messageOf = (error: unknown): StepError => (typeof error === "string" && error !== "" ? error : CHECKOUT_MESSAGES.placeOrderFailed);

/** Nothing to load; never output-cached (the page is the browser's state). */
export const loader = privatePageLoader;

/**
 * /checkout (presentation-content.md §2, the checkout layout: header at 70 px, no footer), for
 * guests and customers. The checkout is the browser's own (persisted, never server-rendered):
 * the server and the first client render show the loading state, the steps once the cart and
 * the checkout are restored. noindex.
 */
export function Page() {
  const t = useTranslate();
  return <CheckoutStatePage title={t("Checkout")}>{() => <CheckoutContainer />}</CheckoutStatePage>;
}

function CheckoutContainer() {
  const { config, view, localize } = useShop();
  const t = useTranslate();
  const dispatch = useCheckoutDispatch();
  const tagDispatch = useDispatch<ThunkDispatch<unknown, CmsExtra, UnknownAction>>();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const online = useSelector((state: ShopState) => selectIsOnline(state));
  const lines = useCartLines();
  const { segments } = useCartTotals();
  const { personal, shipping, payment } = useCheckoutDetails();
  const checkoutMethods = useCheckoutMethods();
  const addressSaved = useCheckoutSelector(selectShippingAddressSaved);
  // The cart's methods (asked on mount): the payment list before a shipping method was chosen in this visit.
  const cartMethods = useCartMethods(addressSaved && shipping.country !== "" ? shipping.country : undefined);
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);

  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [cardTaken, setCardTaken] = useState(false);
  const [cardInvalid, setCardInvalid] = useState<readonly CardField[]>([]);
  const saved = savedStepsOf(personal, shipping, addressSaved, payment, needsCard, cardTaken);
  const [active, setActive] = useState<CheckoutStepId>(() => initialStepOf(search.get("step"), saved));
  const [busy, setBusy] = useState<"personal" | "address" | "shipping" | "payment" | "order" | null>(null);
  const [error, setError] = useState<{ step: CheckoutStepId; message: StepError } | null>(null);
  const [placedOffline, setPlacedOffline] = useState<{ email: string } | null>(null);

  const countries = useMemo(() => SHIPPING_COUNTRIES.map((country) => ({ ...country, label: t(country.label) })), [t]);
  const countryName = (id: string) => countries.find((country) => country.value === id)?.label ?? id;
  const shippingAddress = addressValuesOf(shipping);

  // The review's lines stay as they were while the order is placed (placing clears the cart).
  const liveItems = useMemo(() => lines.map((line): MiniCartItem => miniCartItemOf(line, view, localize, (src) => imageUrl(src, 105, 150))), [lines, view, localize, imageUrl]);
  const shownItems = useRef(liveItems);
  if (liveItems.length > 0 || busy !== "order") shownItems.current = liveItems;
  const items = shownItems.current;

  // begin_checkout once per visit, with the lines checkout opened with (presentation-content.md §7; the
  // shipping, payment and purchase events are @shop/store's listeners').
  const tagged = useRef(false);
  useEffect(() => {
    if (tagged.current || lines.length === 0) return;
    tagged.current = true;
    tagDispatch(pushTagEvent(beginCheckoutEvent(view.i18n.currencyCode, tagItemsOf(lines))));
  }, [tagDispatch, lines, view.i18n.currencyCode]);

  // The method lists are the page's (not persisted): a saved address asks for them again.
  const askedMethods = useRef(false);
  useEffect(() => {
    if (askedMethods.current || !addressSaved || checkoutMethods.shipping.length > 0) return;
    askedMethods.current = true;
    void dispatch(saveShippingAddress(shipping)).catch(() => undefined);
  }, [dispatch, addressSaved, checkoutMethods.shipping.length, shipping]);

  const run = async (step: CheckoutStepId, kind: NonNullable<typeof busy>, work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(kind);
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError({ step, message: messageOf(failure) });
      return false;
    } finally {
      setBusy(null);
    }
  };
  const stepError = (step: CheckoutStepId) => (error?.step === step ? error.message : null);

  if (placedOffline) {
    return (
      <CheckoutSteps active="order-confirmation" completed={["personal-details", "shipping", "payment", "order-review"]} onEdit={() => undefined}>
        <OrderConfirmation orderNumber={null} email={placedOffline.email} continueHref={localize("/")} />
      </CheckoutSteps>
    );
  }
  if (items.length === 0) {
    return (
      <div className="shop-checkout-empty">
        <h1 className="shop-visually-hidden">{t("Checkout")}</h1>
        <EmptyCart continueHref={localize("/")} />
      </div>
    );
  }

  const shippingMethods = checkoutMethods.shipping;
  const paymentMethods = checkoutMethods.payment.length > 0 ? checkoutMethods.payment : cartMethods.payment;
  const chosenShipping = shippingMethods.find((method) => shippingMethodCode(method) === shipping.shippingMethod);
  const chosenPayment = paymentMethods.find((method) => method.code === payment.paymentMethod);
  const billingDiffers = (["firstName", "lastName", "streetAddress", "apartmentNumber", "zipCode", "city", "country"] as const).some((field) => payment[field] !== shipping[field]);

  const placeAndPay = async () => {
    setBusy("order");
    setError(null);
    let orderId: string;
    try {
      const outcome = await dispatch(placeOrder({ loggedIn })).unwrap();
      if (outcome.offline || outcome.reply === null) {
        // Held until the connection returns (commerce-core.md §4 offline orders): the thanks, without a number yet.
        setPlacedOffline({ email: personal.emailAddress });
        setBusy(null);
        return;
      }
      orderId = outcome.orderId;
    } catch (failure) {
      setError({ step: "order-review", message: messageOf(failure) });
      setBusy(null);
      return;
    }
    const failedPath = localize(config.payment.failedPath);
    try {
      const issuer = payment.paymentMethodAdditional["issuer"];
      // The provider returns to this store view's /checkout-return (its prefix before the configured path).
      const origin = `${window.location.origin}${localize("/").replace(/\/$/, "")}`;
      const step = await dispatch(
        startPayment({ origin, ...(issuer !== undefined && { issuer }), ...(needsCard(payment.paymentMethod) && { card: cardDetailsOf(card) }) }),
      ).unwrap();
      setCard(EMPTY_CARD);
      if (step.redirectUrl !== null) {
        await flushPersisted().catch(() => undefined);
        window.location.assign(step.redirectUrl);
        return;
      }
      if (step.outcome === "failed") {
        void navigate(failedPath);
        return;
      }
      // Paid at once, or nothing to pay at the provider: the return page checks and thanks.
      void navigate(`${localize(config.payment.returnPath)}?orderId=${encodeURIComponent(orderId)}`);
    } catch {
      // The order stands but its payment could not start: /checkout-failed asks the provider and gives the cart back.
      void navigate(failedPath);
    }
  };

  const step = (() => {
    switch (active) {
      case "personal-details":
        return (
          <PersonalDetailsStep
            guest={!loggedIn}
            initialValues={
              saved.personal || user === null ? { ...personal } : { firstName: user.firstname, lastName: user.lastname, emailAddress: user.email, createAccount: false, password: "" }
            }
            onLogin={() => void navigate(localize("/login"))}
            submitting={busy === "personal"}
            error={stepError("personal-details")}
            onSubmit={(values) =>
              void run("personal-details", "personal", () => dispatch(savePersonalDetails(values)).unwrap()).then((ok) => ok && setActive(saved.shipping ? "order-review" : "shipping"))
            }
          />
        );
      case "shipping":
        return (
          <ShippingStep
            initialAddress={addressSaved ? shippingAddress : { firstName: personal.firstName, lastName: personal.lastName, country: view.tax.defaultCountry ?? config.tax.fallbackCountry }}
            countries={countries}
            addressSaved={addressSaved}
            savingAddress={busy === "address"}
            onSaveAddress={(address: AddressValues) => void run("shipping", "address", () => dispatch(saveShippingAddress(addressDetailsOf(address))).unwrap())}
            methods={shippingOptionsOf(shippingMethods, view)}
            methodsLoading={busy === "address"}
            selectedMethod={shipping.shippingMethod === "" ? null : shipping.shippingMethod}
            submitting={busy === "shipping"}
            error={stepError("shipping")}
            onSubmit={(values) =>
              void run("shipping", "shipping", async () => {
                const method = shippingMethods.find((entry) => shippingMethodCode(entry) === values.shippingMethod);
                if (!method) throw CHECKOUT_MESSAGES.addressFirst;
                await dispatch(saveShippingAddress({ ...addressDetailsOf(values.address), shippingMethod: values.shippingMethod })).unwrap();
                await dispatch(chooseShippingMethod({ carrierCode: method.carrier_code, methodCode: method.method_code })).unwrap();
              }).then((ok) => ok && setActive(saved.payment ? "order-review" : "payment"))
            }
          />
        );
      case "payment":
        return (
          <PaymentStep
            shippingAddressLines={addressLines(shippingAddress, countryName(shipping.country))}
            countries={countries}
            initialSameAsShipping={!billingDiffers || payment.firstName === ""}
            {...(billingDiffers && payment.firstName !== "" && { initialBillingAddress: addressValuesOf(payment) })}
            methods={paymentOptionsOf(paymentMethods, view, { [CARD_METHOD]: <CardFields value={card} onChange={setCard} invalid={cardInvalid} /> })}
            methodsLoading={paymentMethods.length === 0 && cartMethods.loading}
            selectedMethod={payment.paymentMethod === "" ? null : payment.paymentMethod}
            submitting={busy === "payment"}
            error={stepError("payment")}
            onSubmit={(values) => {
              if (needsCard(values.paymentMethod)) {
                const invalid = cardErrorsOf(card);
                setCardInvalid(invalid);
                if (invalid.length > 0) {
                  setError({ step: "payment", message: "Check the card details" });
                  return;
                }
              }
              setCardTaken(needsCard(values.paymentMethod));
              void run("payment", "payment", () => dispatch(savePaymentDetails(paymentDetailsOf(values, shippingAddress))).unwrap()).then((ok) => ok && setActive("order-review"));
            }}
          />
        );
      default:
        return (
          <OrderReview
            lines={items}
            segments={summarySegmentsOf(segments, view)}
            personalDetails={[`${personal.firstName} ${personal.lastName}`, personal.emailAddress]}
            shippingAddress={addressLines(shippingAddress, countryName(shipping.country))}
            shippingMethod={chosenShipping ? `${chosenShipping.method_title}, ${summarySegmentsOf([{ code: "shipping", title: null, value: chosenShipping.price_incl_tax }], view)[0]?.value ?? ""}` : shipping.shippingMethod}
            billingAddress={billingDiffers ? addressLines(addressValuesOf(payment), countryName(payment.country)) : null}
            paymentMethod={chosenPayment?.title ?? payment.paymentMethod}
            onEdit={(id) => setActive(id)}
            onPlaceOrder={() => void placeAndPay()}
            placing={busy === "order"}
            error={stepError("order-review")}
            offline={!online}
          />
        );
    }
  })();

  return (
    <>
      <CheckoutSteps
        active={active}
        completed={completedStepsOf(saved)}
        onEdit={(id) => setActive(id)}
        summaries={{
          "personal-details": saved.personal && `${personal.firstName} ${personal.lastName}, ${personal.emailAddress}`,
          shipping: saved.shipping && `${addressLines(shippingAddress, countryName(shipping.country)).slice(1, 4).join(", ")}; ${chosenShipping?.method_title ?? ""}`,
          payment: saved.payment && (chosenPayment?.title ?? payment.paymentMethod),
        }}
      >
        {step}
      </CheckoutSteps>
      <LoaderOverlay visible={busy === "order"} />
    </>
  );
}
