import { useState, type FormEvent } from "react";
import { cx } from "../../internal/cx";
import { SearchIcon } from "../../internal/icons";
import { useDomId } from "../../internal/use-dom-id";
import { useLocale, useTranslate } from "../../text/text-context";
import { ErrorState, LoadingState } from "../../internal/content-states";
import type { Coordinates } from "./rules/distance";
import { formatDistance, searchStores, type StoreLocation } from "./rules/store-search";

export interface StoreLocatorProps {
  stores: readonly StoreLocation[];
  /** The search text to start with (e.g. from ?q=). */
  initialQuery?: string;
  /** Called as the shopper searches (the app may keep it in the URL). */
  onQueryChange?: (query: string) => void;
  /** The shopper's position (the app asks the browser after `onUseMyLocation`): nearest first, with distances. */
  origin?: Coordinates;
  /** Shows 'Use my location'; the app asks for the position and passes `origin`. */
  onUseMyLocation?: () => void;
  /** The position is being asked. */
  locating?: boolean;
  loading?: boolean;
  /** The list could not be loaded; Try again calls onRetry. */
  error?: boolean;
  onRetry?: () => void;
  className?: string;
}

/**
 * The store locator (/storelocator, issue 19): a search by city or postcode over the store
 * list, each store with its address, phone and opening hours, nearest first with its distance
 * (haversine) once the shopper's position is known.
 */
export function StoreLocator({ stores, initialQuery = "", onQueryChange, origin, onUseMyLocation, locating = false, loading = false, error = false, onRetry, className }: StoreLocatorProps) {
  const t = useTranslate();
  const locale = useLocale();
  const fieldId = useDomId("shop-store-search");
  const headingId = useDomId("shop-store-locator");
  const [query, setQuery] = useState(initialQuery);
  const results = searchStores(stores, query, origin);

  const change = (value: string) => {
    setQuery(value);
    onQueryChange?.(value);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <section className={cx("shop-store-locator", className)} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h1 className="shop-store-locator__title" id={headingId}>
        {t("Store locator")}
      </h1>
      <form className="shop-store-locator__search" role="search" onSubmit={submit}>
        <label className="shop-store-locator__label" htmlFor={fieldId}>
          {t("City or postcode")}
        </label>
        <div className="shop-store-locator__row">
          <span className="shop-store-locator__field">
            <SearchIcon size={18} />
            <input id={fieldId} className="shop-store-locator__input" type="search" name="q" autoComplete="postal-code" value={query} onChange={(event) => change(event.target.value)} />
          </span>
          {onUseMyLocation ? (
            <button type="button" className="shop-button shop-button--secondary" onClick={onUseMyLocation} aria-disabled={locating || undefined} aria-busy={locating || undefined}>
              <span>{t("Use my location")}</span>
            </button>
          ) : null}
        </div>
      </form>
      {error && !loading ? (
        <ErrorState className="shop-store-locator__message" message="The stores could not be loaded." onRetry={onRetry} />
      ) : loading ? (
        <LoadingState className="shop-store-locator__message" />
      ) : (
        <>
          <p className="shop-store-locator__count" role="status">
            {results.length === 0 ? t("No stores found for “{{query}}”.", { query: query.trim() }) : t("Stores found: {{count}}", { count: results.length })}
          </p>
          {results.length > 0 ? (
            <ul className="shop-store-locator__list">
              {results.map(({ store, distanceKm }) => (
                <li key={store.id} className="shop-store">
                  <h2 className="shop-store__name">{store.name}</h2>
                  {distanceKm !== undefined ? <p className="shop-store__distance">{t("{{distance}} km away", { distance: formatDistance(distanceKm, locale) })}</p> : null}
                  <address className="shop-store__address">
                    {[store.street, `${store.postcode} ${store.city}`, store.country].filter(Boolean).join("\n")}
                    {store.phone ? (
                      <>
                        {"\n"}
                        <a href={`tel:${store.phone.replace(/[^\d+]/g, "")}`}>{store.phone}</a>
                      </>
                    ) : null}
                  </address>
                  {store.openingHours.length > 0 ? (
                    <div className="shop-store__hours">
                      <h3 className="shop-store__hours-title">{t("Opening hours")}</h3>
                      <dl className="shop-store__hours-list">
                        {store.openingHours.map((row) => (
                          <div key={row.days} className="shop-store__hours-row">
                            <dt>{row.days}</dt>
                            <dd>{row.hours}</dd>
                          </div>
                        ))}
                      </dl>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
