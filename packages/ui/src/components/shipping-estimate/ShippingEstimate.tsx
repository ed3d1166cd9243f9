import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import { Select, type SelectOption } from "../select/Select";
import { Spinner } from "../spinner/Spinner";

/** A shipping method as estimated for the chosen country, price formatted. */
export interface ShippingEstimateMethod {
  /** Stable key, e.g. `${carrier_code}_${method_code}`. */
  code: string;
  /** `method_title` (with the carrier's when the app wants it), shown as given. */
  title: string;
  /** Formatted `price_incl_tax`. */
  price: string;
}

export interface ShippingEstimateProps {
  /** The countries to estimate for: `value` the country id ("NL"), `label` its name in the shopper's language (§3 Country full_name_locale). */
  countries: readonly SelectOption[];
  /** The chosen country id, or null (the placeholder shows). */
  countryId: string | null;
  onCountryChange: (countryId: string) => void;
  /**
   * The methods for that country, as the shopper can choose them: the app drops
   * `available: false` ones and puts the default first (commerce-core.md §5).
   */
  methods: readonly ShippingEstimateMethod[];
  /** The estimate for a new country is on its way. */
  loading?: boolean;
  className?: string;
}

/**
 * Shipping costs by country before checkout (commerce-core.md §7 POST …/cart/shipping-methods
 * with the address's country): a country select and the methods with their prices. The list is
 * a polite live region, busy while loading, so a new country's methods are read once they are
 * there.
 */
export function ShippingEstimate({ countries, countryId, onCountryChange, methods, loading = false, className }: ShippingEstimateProps) {
  const t = useTranslate();
  const headingId = useDomId("shop-shipping-estimate");
  return (
    <section className={cx("shop-shipping-estimate", className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="shop-shipping-estimate__title">
        {t("Estimated shipping costs")}
      </h2>
      <Select label={t("Country")} options={countries} value={countryId} onChange={onCountryChange} />
      <div className="shop-shipping-estimate__result" aria-live="polite" aria-busy={loading || undefined}>
        {loading ? (
          <Spinner size={20} />
        ) : methods.length > 0 ? (
          <ul className="shop-shipping-estimate__methods">
            {methods.map((method) => (
              <li key={method.code} className="shop-shipping-estimate__method">
                <span>{method.title}</span>
                <span className="shop-shipping-estimate__price">{method.price}</span>
              </li>
            ))}
          </ul>
        ) : countryId !== null ? (
          <p className="shop-shipping-estimate__none">{t("No shipping methods are available for this country")}</p>
        ) : null}
      </div>
    </section>
  );
}
