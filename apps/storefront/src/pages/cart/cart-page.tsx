import { useCartLines, useCartMethods, useCartTotals, useCoupon, useRemoveItem, useUpdateQuantity } from "@shop/cart/react";
import { pushTagEvent, viewCartEvent, type CmsExtra } from "@shop/cms";
import { useIsLoggedIn } from "@shop/user/react";
import { CartPage, useTranslate } from "@shop/ui";
import { PageLoading } from "../../app/PageLoading";
import { privatePageLoader } from "../../app/private-page";
import { useEffect, useMemo, useRef, useState } from "react";
import { useDispatch } from "react-redux";
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { useShop } from "../../app/shop-context";
import { cartLineItemOf } from "../../cart/cart-line-items";
import { SHIPPING_COUNTRIES } from "../../cart/shipping-countries";
import { estimateMethodsOf, summarySegmentsOf } from "../../cart/summary-segments";
import { tagItemsOf } from "../../cart/tag-items";
import { PageHead } from "../../head/PageHead";
import { imageUrlBuilder } from "../../shell/image-url";
import { useRehydrated } from "../../store/use-rehydrated";

/** Nothing to load; never output-cached (the page is the browser's state). */
export const loader = privatePageLoader;

/**
 * /winkelwagen/ (presentation-content.md §2, default layout). The cart is the browser's
 * (persisted, never server-rendered): the server and the first client render show the loading
 * state, the cart fills in once redux-persist restored it. noindex; nothing of the shopper's
 * is in the server's HTML, so the output cache can only ever hold the empty shell.
 */
export function Page() {
  const t = useTranslate();
  const ready = useRehydrated("cart");
  return (
    <>
      <PageHead title={t("Shopping cart")} noindex />
      {ready ? <CartContainer /> : <CartLoading />}
    </>
  );
}

function CartLoading() {
  const t = useTranslate();
  return (
    <div className="shop-cart-page">
      <h1 className="shop-cart-page__title">{t("Shopping cart")}</h1>
      <PageLoading />
    </div>
  );
}

type AnyDispatch = ThunkDispatch<unknown, CmsExtra, UnknownAction>;

function CartContainer() {
  const { config, view, localize } = useShop();
  const t = useTranslate();
  const dispatch = useDispatch<AnyDispatch>();
  const loggedIn = useIsLoggedIn();
  const lines = useCartLines();
  const { update, pending: updating } = useUpdateQuantity();
  const { remove, pending: removing } = useRemoveItem();
  const { segments } = useCartTotals();
  const [countryId, setCountryId] = useState(view.tax.defaultCountry ?? config.tax.fallbackCountry);
  const methods = useCartMethods(countryId);
  const coupon = useCoupon();
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);

  // view_cart once per visit of the page, with the lines it opened with (presentation-content.md §7).
  const tagged = useRef(false);
  useEffect(() => {
    if (tagged.current || lines.length === 0) return;
    tagged.current = true;
    dispatch(pushTagEvent(viewCartEvent(view.i18n.currencyCode, tagItemsOf(lines))));
  }, [dispatch, lines, view.i18n.currencyCode]);

  const items = useMemo(
    () => lines.map((line) => cartLineItemOf(line, view, localize, (src) => imageUrl(src, 210, 300), updating.has(line.identity) || removing.has(line.identity))),
    [lines, view, localize, imageUrl, updating, removing],
  );
  const countries = useMemo(() => SHIPPING_COUNTRIES.map((country) => ({ ...country, label: t(country.label) })), [t]);

  return (
    <CartPage
      lines={items}
      onQuantityChange={(id, qty) => void update(id, qty).catch(() => undefined)}
      onRemove={(id) => void remove(id).catch(() => undefined)}
      segments={summarySegmentsOf(segments, view)}
      totalsUpdating={updating.size > 0 || removing.size > 0}
      checkoutHref={localize("/checkout/")}
      continueShoppingHref={localize("/")}
      // presentation-content.md §6: coupons need login.
      {...(loggedIn && {
        coupon: {
          appliedCode: coupon.code,
          error: coupon.error,
          pending: coupon.pending,
          onApply: (code: string) => void coupon.apply(code).catch(() => undefined),
          onRemove: () => void coupon.remove().catch(() => undefined),
        },
      })}
      shippingEstimate={{ countries, countryId, onCountryChange: setCountryId, methods: estimateMethodsOf(methods.shipping, view), loading: methods.loading }}
      // The app shows 'Product quantity has been updated!' as a toast (@shop/cart's notification).
      announceQuantityUpdates={false}
    />
  );
}
