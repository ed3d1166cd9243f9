import { useLayoutEffect, useRef, useState } from "react";
import { EmptyState, FetchFailedState, LoadingState } from "../../internal/account-states";
import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import { accountAddressLines, type AddressFormValues, type AddressType } from "../address-form/rules/address-form-rules";
import type { SelectOption } from "../select/Select";
import { Spinner } from "../spinner/Spinner";

/** An account address in the form shape, with the account's `address_id` as `id`. */
export interface AccountAddress extends AddressFormValues {
  id: string;
}

export interface AddressListProps {
  addresses: readonly AccountAddress[];
  /** The countries' names (labels translated by the app), by `country_id`; an unknown code shows as given. */
  countries: readonly SelectOption[];
  /** 'Add address': the app opens the address form modal. */
  onAdd: () => void;
  /** 'Edit' of an address: the app opens the modal with it. */
  onEdit: (id: string) => void;
  /** A removal the shopper confirmed. */
  onRemove: (id: string) => void;
  /** The address being saved or removed: its card is busy, its buttons refuse. */
  pendingId?: string | null;
  /** The addresses are being fetched. */
  loading?: boolean;
  /** They could not be fetched: 'Can't fetch data, please try again later', with Try again when `onRetry` is given. */
  failed?: boolean;
  onRetry?: () => void;
  headingLevel?: 2 | 3;
  className?: string;
}

const TYPE_LABELS: Readonly<Record<AddressType, string>> = { DELIVERY: "Delivery address", SHIPPING: "Shipping address" };

/**
 * The customer's addresses (commerce-core.md §3 Address; presentation-content.md §2 "shipping
 * details"): each with its type, the default marked, Edit and Remove (which asks first, like
 * the mini cart: the question opens on Cancel; Cancel returns to Remove; focus that fell with
 * the removed card goes to 'Add address'), and 'Add address'.
 * The form itself is `AddressFormModal`, opened by the app.
 */
export function AddressList({ addresses, countries, onAdd, onEdit, onRemove, pendingId = null, loading = false, failed = false, onRetry, headingLevel = 2, className }: AddressListProps) {
  const t = useTranslate();
  const headingId = useDomId("shop-addresses");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const addButton = useRef<HTMLButtonElement>(null);
  const removed = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (removed.current === null || addresses.some((address) => address.id === removed.current)) return;
    removed.current = null;
    // Focus that fell with the removed card goes to 'Add address'; focus the shopper has elsewhere stays.
    if (document.activeElement && document.activeElement !== document.body) return;
    addButton.current?.focus();
  }, [addresses]);

  const remove = (id: string) => {
    removed.current = id;
    onRemove(id);
  };

  return (
    <section className={cx("shop-address-list", className)} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className="shop-address-list__head">
        <Heading id={headingId} className="shop-address-list__title">
          {t("Shipping details")}
        </Heading>
        <button ref={addButton} type="button" className="shop-button shop-button--secondary" onClick={onAdd}>
          {t("Add address")}
        </button>
      </div>
      {loading ? (
        <LoadingState />
      ) : failed ? (
        <FetchFailedState onRetry={onRetry} />
      ) : addresses.length === 0 ? (
        <EmptyState>{t("You have not saved any addresses yet.")}</EmptyState>
      ) : (
        <ul className="shop-address-list__items">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} countries={countries} pending={pendingId === address.id} onEdit={onEdit} onRemove={remove} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AddressCard({
  address,
  countries,
  pending,
  onEdit,
  onRemove,
}: {
  address: AccountAddress;
  countries: readonly SelectOption[];
  pending: boolean;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const t = useTranslate();
  const questionId = useDomId("shop-address-question");
  const [asking, setAsking] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<"cancel" | "remove" | null>(null);
  const [street, place] = accountAddressLines(address);
  const country = countries.find((option) => option.value === address.country)?.label ?? address.country;

  useLayoutEffect(() => {
    // The swapped control took the focus with it: it goes to the control that replaced it.
    if (focusAfter.current === "cancel") cancelButton.current?.focus();
    if (focusAfter.current === "remove") removeButton.current?.focus();
    focusAfter.current = null;
  }, [asking]);

  const refuse = pending || undefined;
  return (
    <li className={cx("shop-address-card", address.is_default && "shop-address-card--default")} aria-busy={refuse}>
      <p className="shop-address-card__type">
        <span>{t(TYPE_LABELS[address.address_type])}</span>
        {address.is_default && <span className="shop-address-card__badge">{t("Default address")}</span>}
        {pending && <Spinner size={16} />}
      </p>
      <address className="shop-address-card__lines">
        {street}
        <br />
        {place}
        <br />
        {country}
      </address>
      {asking ? (
        <div className="shop-address-card__question" role="group" aria-labelledby={questionId}>
          <p id={questionId} className="shop-address-card__question-text">
            {t("Are you sure you want to remove this address?")}
          </p>
          <div className="shop-address-card__actions">
            <button
              type="button"
              className="shop-button shop-button--small"
              aria-disabled={refuse}
              onClick={() => {
                if (pending) return;
                setAsking(false);
                onRemove(address.id);
              }}
            >
              {t("Remove")}
            </button>
            <button
              ref={cancelButton}
              type="button"
              className="shop-button shop-button--secondary shop-button--small"
              aria-describedby={questionId}
              onClick={() => {
                focusAfter.current = "remove";
                setAsking(false);
              }}
            >
              {t("Cancel")}
            </button>
          </div>
        </div>
      ) : (
        <div className="shop-address-card__actions">
          <button type="button" className="shop-button shop-button--secondary shop-button--small" aria-disabled={refuse} onClick={() => !pending && onEdit(address.id)}>
            {t("Edit")}
            <span className="shop-visually-hidden">: {street}</span>
          </button>
          <button
            ref={removeButton}
            type="button"
            className="shop-button shop-button--secondary shop-button--small"
            aria-disabled={refuse}
            onClick={() => {
              if (pending) return;
              focusAfter.current = "cancel";
              setAsking(true);
            }}
          >
            {t("Remove")}
            <span className="shop-visually-hidden">: {street}</span>
          </button>
        </div>
      )}
    </li>
  );
}
