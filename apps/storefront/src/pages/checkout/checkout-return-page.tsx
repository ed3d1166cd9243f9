import { CHECKOUT_MESSAGES, completePaymentReturn, paidAtProvider } from "@shop/checkout";
import { useCheckoutDispatch, useThankYou } from "@shop/checkout/react";
import { useIsLoggedIn } from "@shop/user/react";
import { CheckoutReturn, ShopLink, StatusScreen, useTranslate } from "@shop/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { PageLoading } from "../../app/PageLoading";
import { privatePageLoader } from "../../app/private-page";
import { useShop } from "../../app/shop-context";
import { PageHead } from "../../head/PageHead";
import { flushPersisted } from "../../store/persisted-flush";
import { useRehydrated } from "../../store/use-rehydrated";

/** Nothing to load; never output-cached (the page is the browser's state). */
export const loader = privatePageLoader;

/**
 * /checkout-return (presentation-content.md §2 "return from payment"): the provider sends the
 * shopper back here with `orderId` and `redirectResult`; the payment is verified through
 * @shop/checkout's `completePaymentReturn` (payments-details, else payment-status) before the
 * thanks show; a refused or cancelled payment goes on to /checkout-failed. The order is the
 * browser's (persisted checkout): the server renders the loading state only. noindex.
 */
export function Page() {
  const t = useTranslate();
  const ready = useRehydrated("checkout");
  return (
    <>
      <PageHead title={t("Order confirmation")} noindex />
      {ready ? <ReturnContainer /> : <PageLoading />}
    </>
  );
}

type ReturnState = { kind: "checking" } | { kind: "paid" } | { kind: "no-order" } | { kind: "unknown" };

function ReturnContainer() {
  const { config, localize } = useShop();
  const dispatch = useCheckoutDispatch();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const { order } = useThankYou();
  const [state, setState] = useState<ReturnState>({ kind: "checking" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // An order with nothing to pay at the provider (bank transfer, cash on delivery) stands as placed.
    if (order !== null && order.reply !== null && !paidAtProvider(order.request.addressInformation.payment_method_code)) {
      setState({ kind: "paid" });
      return;
    }
    void dispatch(completePaymentReturn({ query: new URLSearchParams(window.location.search) }))
      .unwrap()
      .then((step) => {
        if (step.outcome === "failed") void navigate(localize(config.payment.failedPath), { replace: true });
        else if (step.outcome === "action" && step.redirectUrl !== null) {
          const url = step.redirectUrl;
          void flushPersisted()
            .catch(() => undefined)
            .then(() => window.location.assign(url));
        }
        // success, or pending (the provider decides later; the order stands and its status follows the payment).
        else setState({ kind: "paid" });
      })
      .catch((failure: unknown) => setState({ kind: failure === CHECKOUT_MESSAGES.noOrder ? "no-order" : "unknown" }));
  }, [dispatch, navigate, localize, config.payment.failedPath, order]);

  if (state.kind === "no-order" || (state.kind === "paid" && order === null)) {
    // No order of this browser to confirm (an old or foreign return URL): nothing of anyone's order shows.
    return <NoOrder homeHref={localize("/")} />;
  }
  // The provider could not be asked (offline, a failure): the page can try again.
  if (state.kind === "unknown") return <StatusScreen kind="error" homeHref={localize("/")} onRetry={() => window.location.reload()} />;
  return (
    <CheckoutReturn
      status={state.kind === "paid" ? "paid" : "checking"}
      orderNumber={order?.reply?.orderNumber ?? order?.request.order_id ?? ""}
      email={order?.request.addressInformation.billingAddress.email ?? ""}
      continueHref={localize("/")}
      {...(loggedIn && { ordersHref: localize("/my-account/orders") })}
    />
  );
}

function NoOrder({ homeHref }: { homeHref: string }) {
  const t = useTranslate();
  return (
    <div className="shop-checkout-no-order">
      <h1 className="shop-checkout-no-order__title">{t(CHECKOUT_MESSAGES.noOrder)}</h1>
      <ShopLink className="shop-button" href={homeHref}>
        {t("Continue shopping")}
      </ShopLink>
    </div>
  );
}
