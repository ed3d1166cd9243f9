import { EmptyState, FetchFailedState, LoadingState } from "../../internal/account-states";
import { cx } from "../../internal/cx";
import { numberFormat } from "../../internal/number-format";
import { useDomId } from "../../internal/use-dom-id";
import { useLocale, useTranslate } from "../../text/text-context";

/** A personal coupon of the loyalty programme (commerce-core.md §3 Loyalty: coupon, coupons list, discount). */
export interface LoyaltyCoupon {
  code: string;
  /** The discount as the app formats it ("€ 5,00", "15%"). */
  discount: string;
  /** The programme's text, shown as given. */
  description?: string;
  /** Formatted by the app; left out, no end date shows. */
  validUntil?: string;
}

/** A transaction of the loyalty card (commerce-core.md §7 GET transaction list). */
export interface LoyaltyTransaction {
  id: string;
  /** Formatted by the app. */
  date: string;
  /** The programme's text ("Order 000000999"), shown as given. */
  description: string;
  /** Points earned (positive) or spent (negative). */
  points: number;
}

export interface LoyaltyCardProps {
  /** The points balance; null while unknown (loading, failed). */
  points: number | null;
  cardNumber?: string;
  /** The balance's value in money, formatted by the app; left out, none shows. */
  balance?: string;
  coupons: readonly LoyaltyCoupon[];
  transactions: readonly LoyaltyTransaction[];
  loading?: boolean;
  /** The card could not be fetched: 'Can't fetch data, please try again later', with Try again when `onRetry` is given. */
  failed?: boolean;
  onRetry?: () => void;
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The loyalty card screen (presentation-content.md §2 'Loyalty card'; commerce-core.md §3
 * Loyalty, §7 transaction list): the points balance (and its value when given), the personal
 * coupons with their codes, and the transactions, points earned and spent signed. Numbers are
 * printed with `Intl` in the shopper's locale.
 */
export function LoyaltyCard({ points, cardNumber, balance, coupons, transactions, loading = false, failed = false, onRetry, headingLevel = 1, className }: LoyaltyCardProps) {
  const t = useTranslate();
  const locale = useLocale();
  const headingId = useDomId("shop-loyalty");
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const Sub = headingLevel === 1 ? "h2" : "h3";
  const count = numberFormat(locale, {});
  const signed = numberFormat(locale, { signDisplay: "exceptZero" });

  return (
    <section className={cx("shop-loyalty", className)} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <Heading id={headingId} className="shop-loyalty__title">
        {t("Loyalty card")}
      </Heading>
      {loading ? (
        <LoadingState />
      ) : failed || points === null ? (
        <FetchFailedState onRetry={onRetry} />
      ) : (
        <>
          <div className="shop-loyalty__card">
            <p className="shop-loyalty__points">
              <span className="shop-loyalty__points-label">{t("Points balance")}</span>
              <strong className="shop-loyalty__points-value">{count.format(points)}</strong>
            </p>
            {(balance !== undefined || cardNumber !== undefined) && (
              <dl className="shop-loyalty__facts">
                {balance !== undefined && (
                  <div>
                    <dt>{t("Balance")}</dt>
                    <dd>{balance}</dd>
                  </div>
                )}
                {cardNumber !== undefined && (
                  <div>
                    <dt>{t("Card number")}</dt>
                    <dd className="shop-loyalty__number">{cardNumber}</dd>
                  </div>
                )}
              </dl>
            )}
          </div>

          <section className="shop-loyalty__section" aria-labelledby={`${headingId}-coupons`}>
            <Sub id={`${headingId}-coupons`} className="shop-loyalty__subtitle">
              {t("Personal coupons")}
            </Sub>
            {coupons.length === 0 ? (
              <EmptyState>{t("You have no personal coupons at the moment.")}</EmptyState>
            ) : (
              <ul className="shop-loyalty__coupons">
                {coupons.map((coupon) => (
                  <li key={coupon.code} className="shop-loyalty__coupon">
                    <p className="shop-loyalty__discount">{coupon.discount}</p>
                    {coupon.description && <p className="shop-loyalty__description">{coupon.description}</p>}
                    <p className="shop-loyalty__code">
                      <span className="shop-visually-hidden">{t("Discount code")}: </span>
                      <code>{coupon.code}</code>
                    </p>
                    {coupon.validUntil && <p className="shop-loyalty__valid">{t("Valid until {{date}}", { date: coupon.validUntil })}</p>}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="shop-loyalty__section" aria-labelledby={`${headingId}-transactions`}>
            <Sub id={`${headingId}-transactions`} className="shop-loyalty__subtitle">
              {t("Transactions")}
            </Sub>
            {transactions.length === 0 ? (
              <EmptyState>{t("You have no transactions yet.")}</EmptyState>
            ) : (
              <table className="shop-loyalty__transactions">
                <thead>
                  <tr>
                    <th scope="col">{t("Date")}</th>
                    <th scope="col">{t("Description")}</th>
                    <th scope="col" className="shop-loyalty__amount">
                      {t("Points")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {transactions.map((transaction) => (
                    <tr key={transaction.id}>
                      <td className="shop-loyalty__date">{transaction.date}</td>
                      <td>{transaction.description}</td>
                      <td className={cx("shop-loyalty__amount", transaction.points < 0 ? "shop-loyalty__amount--spent" : "shop-loyalty__amount--earned")}>
                        {signed.format(transaction.points)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </section>
  );
}
