import { CheckboxField, LoyaltyCard, useTranslate } from "@shop/ui";
import { loadLoyaltyTransactions, loadNewsletterStatus, loadPersonalCoupons, selectLoyalty, selectNewsletter, subscribeNewsletter, unsubscribeNewsletter } from "@shop/user";
import { useCurrentUser, useUserDispatch, useUserSelector } from "@shop/user/react";
import { spawnNotification } from "@shop/core";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useShop } from "../../app/shop-context";
import { useUiFlags } from "../../shell/ui-flags";
import { AccountFrame } from "./AccountFrame";
import { loyaltyCouponOf, loyaltyPointsOf, loyaltyTransactionsOf } from "./account-mappers";

/**
 * /my-account (presentation-content.md §2 "account"): the customer, the change-password sidebar
 * (UI flag `change-password`), newsletter preferences and the loyalty card as sections of this
 * page (the spec names the screens, not their routes).
 */
export function Page() {
  return <AccountFrame title="My account">{() => <AccountOverview />}</AccountFrame>;
}

function AccountOverview() {
  const t = useTranslate();
  const customer = useCurrentUser();
  const flags = useUiFlags();
  if (customer === null) return null;
  return (
    <>
      <section className="shop-account-section" aria-labelledby="account-title">
        <h1 id="account-title">{t("My account")}</h1>
        <p>{t("Welcome, {{name}}", { name: `${customer.firstname} ${customer.lastname}` })}</p>
        <p>{customer.email}</p>
        <div className="shop-account-actions">
          <button type="button" className="shop-button shop-button--secondary" onClick={() => flags.show("change-password")}>
            {t("Change password")}
          </button>
        </div>
      </section>
      <NewsletterPreferences />
      <LoyaltySection />
    </>
  );
}

/** commerce-core.md §4 Newsletter: the status of the customer's address, subscribe and unsubscribe. */
function NewsletterPreferences() {
  const t = useTranslate();
  const dispatch = useUserDispatch();
  const newsletter = useUserSelector(selectNewsletter);
  const customer = useCurrentUser();
  const [state, setState] = useState<"loading" | "ready" | "failed" | "saving">("loading");
  const email = customer?.email;
  const load = useCallback(() => {
    if (email === undefined) return;
    setState("loading");
    dispatch(loadNewsletterStatus({ email }))
      .unwrap()
      .then(() => setState("ready"))
      .catch(() => setState("failed"));
  }, [dispatch, email]);
  useEffect(load, [load]);
  const subscribed = newsletter.email === email && newsletter.isSubscribed === true;
  const change = (checked: boolean) => {
    setState("saving");
    const action = checked ? subscribeNewsletter({ ...(email !== undefined && { email }) }) : unsubscribeNewsletter({ ...(email !== undefined && { email }) });
    dispatch(action)
      .unwrap()
      .then(() => {
        setState("ready");
        if (checked) void dispatch(spawnNotification({ type: "success", message: "You have been successfully subscribed to our newsletter!" }));
      })
      .catch(() => {
        setState("ready");
        void dispatch(spawnNotification({ type: "danger", message: "An error occurred while subscribing you to our newsletter, please try again!" }));
      });
  };
  return (
    <section className="shop-account-section" aria-labelledby="newsletter-title" aria-busy={state === "loading" || state === "saving" || undefined}>
      <h2 id="newsletter-title">{t("Newsletter preferences")}</h2>
      {state === "failed" ? (
        <div className="shop-account-actions" role="alert">
          <p>{t("Can't fetch data, please try again later")}</p>
          <button type="button" className="shop-button shop-button--secondary shop-button--small" onClick={load}>
            {t("Try again")}
          </button>
        </div>
      ) : (
        <CheckboxField label="I want to receive the newsletter" name="newsletter" checked={subscribed} onChange={change} disabled={state !== "ready"} />
      )}
    </section>
  );
}

/** The loyalty card: the balance after the newest transaction, personal coupons and transactions. */
function LoyaltySection() {
  const dispatch = useUserDispatch();
  const { view } = useShop();
  const loyalty = useUserSelector(selectLoyalty);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const load = useCallback(() => {
    setState("loading");
    Promise.all([dispatch(loadLoyaltyTransactions(undefined)).unwrap(), dispatch(loadPersonalCoupons(undefined)).unwrap()])
      .then(() => setState("ready"))
      .catch(() => setState("failed"));
  }, [dispatch]);
  useEffect(load, [load]);
  const transactions = useMemo(() => loyaltyTransactionsOf(loyalty.transactions, view), [loyalty.transactions, view]);
  const coupons = useMemo(() => loyalty.coupons.map((coupon) => loyaltyCouponOf(coupon, view)), [loyalty.coupons, view]);
  return (
    <LoyaltyCard
      headingLevel={2}
      points={state === "ready" ? loyaltyPointsOf(loyalty.transactions) : null}
      coupons={coupons}
      transactions={transactions}
      loading={state === "loading"}
      failed={state === "failed"}
      onRetry={load}
    />
  );
}
