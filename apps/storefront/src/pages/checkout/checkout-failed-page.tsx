import { restoreCartAfterFailedPayment } from "@shop/checkout";
import { useCheckoutDispatch } from "@shop/checkout/react";
import { CheckoutFailed, useTranslate } from "@shop/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { privatePageLoader } from "../../app/private-page";
import { useShop } from "../../app/shop-context";
import { CheckoutStatePage } from "./CheckoutStatePage";

/** Nothing to load; never output-cached (the page is the browser's state). */
export const loader = privatePageLoader;

/**
 * /checkout-failed (presentation-content.md §2 "failed payment", §8 'Payment failed'): the cart
 * the order was placed from is given back (`restoreCartAfterFailedPayment`: only for a placed
 * order whose payment failed, once), and the shopper tries again — a new order — or chooses
 * another payment method. The server renders the loading state only. noindex.
 */
export function Page() {
  const t = useTranslate();
  return <CheckoutStatePage title={t("Payment failed")}>{() => <FailedContainer />}</CheckoutStatePage>;
}

function FailedContainer() {
  const { localize } = useShop();
  const dispatch = useCheckoutDispatch();
  const navigate = useNavigate();
  const [restoring, setRestoring] = useState(true);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void dispatch(restoreCartAfterFailedPayment())
      .unwrap()
      .catch(() => false)
      .finally(() => setRestoring(false));
  }, [dispatch]);

  const checkout = localize("/checkout/");
  return (
    <CheckoutFailed
      // The retry is a new order of the restored cart: the review, or the first step still open (a card is typed again).
      onRetry={() => void navigate(`${checkout}?step=order-review`)}
      retrying={restoring}
      paymentHref={`${checkout}?step=payment`}
      cartHref={localize("/winkelwagen/")}
    />
  );
}
