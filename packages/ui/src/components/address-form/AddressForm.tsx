import type { FormEvent } from "react";
import { FormAlert, SubmitButton, type ServerMessage } from "../../internal/account-states";
import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { useFormValues, useServerAnswer } from "../../internal/use-form-values";
import { useTranslate } from "../../text/text-context";
import { CheckboxField } from "../form-fields/CheckboxField";
import { FieldError, TextField } from "../form-fields/TextField";
import { Select, type SelectOption } from "../select/Select";
import { ADDRESS_FIELD_ORDER, ADDRESS_TYPES, emptyAddress, trimAddress, validateAccountAddress, type AddressFormValues, type AddressType } from "./rules/address-form-rules";

export interface AddressFormProps {
  /** The address to edit (form shape); left out, a new address. */
  initial?: AddressFormValues;
  /** The countries a shopper may choose, labels translated by the app. */
  countries: readonly SelectOption[];
  /** A new address starts in this country (the store view's default country). */
  defaultCountry?: string;
  /** A valid address, texts trimmed. */
  onSubmit: (address: AddressFormValues) => void;
  /** Shows Cancel. */
  onCancel?: () => void;
  /** Saving is on its way: fields read-only, Save busy and refusing a second press. */
  pending?: boolean;
  /** The server's refusal of the last save; hidden once the shopper types. */
  error?: ServerMessage | null;
  className?: string;
}

/** The labels of commerce-core.md §9's address types (ours: the spec names the types only). */
const TYPE_LABELS: Readonly<Record<AddressType, string>> = { DELIVERY: "Delivery address", SHIPPING: "Shipping address" };

type TextName = "streetAddress" | "apartmentNumber" | "affix" | "zipCode" | "city";

/**
 * The account address form (the "account addresses" modal, commerce-core.md §2): street, house
 * number, addition, postcode, city and country with the labels of presentation-content.md §3,
 * the address type (DELIVERY, SHIPPING) and whether it is the default address. Errors (§5)
 * show once a field was left or on Save, which focuses the first invalid field.
 */
export function AddressForm({ initial, countries, defaultCountry = "", onSubmit, onCancel, pending = false, error, className }: AddressFormProps) {
  const t = useTranslate();
  const formId = useDomId("shop-address");
  const form = useFormValues(initial ?? emptyAddress(defaultCountry), validateAccountAddress, ADDRESS_FIELD_ORDER);
  const answer = useServerAnswer(error, pending);
  const countryError = form.shown("country");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    answer.rearm();
    const firstInvalid = form.submit();
    if (firstInvalid) {
      document.getElementById(`${formId}-${firstInvalid}`)?.focus();
      return;
    }
    onSubmit(trimAddress(form.values));
  };

  const text = (name: TextName, label: string, autoComplete: string, required = true) => (
    <TextField
      id={`${formId}-${name}`}
      className={`shop-address-form__${name}`}
      label={label}
      name={name}
      autoComplete={autoComplete}
      required={required}
      readOnly={pending}
      value={form.values[name]}
      error={form.shown(name)}
      onChange={(value) => {
        form.set(name, value);
        answer.dismiss();
      }}
      onBlur={() => form.touch(name)}
    />
  );

  return (
    <form className={cx("shop-address-form", className)} onSubmit={submit} noValidate aria-busy={pending || undefined}>
      <div className="shop-address-form__grid">
        {text("streetAddress", "Street", "address-line1")}
        {text("apartmentNumber", "House number", "address-line2")}
        {text("affix", "Addition", "address-line3", false)}
        {text("zipCode", "Postcode", "postal-code")}
        {text("city", "City", "address-level2")}
        <div className={cx("shop-form-field", "shop-address-form__country", countryError && "shop-form-field--invalid")}>
          <Select
            id={`${formId}-country`}
            label={t("Country")}
            name="country"
            options={countries}
            value={form.values.country === "" ? null : form.values.country}
            disabled={pending}
            invalid={Boolean(countryError)}
            describedBy={countryError ? `${formId}-country-error` : undefined}
            onChange={(country) => {
              form.set("country", country);
              answer.dismiss();
            }}
          />
          {countryError && <FieldError id={`${formId}-country-error`} error={countryError} />}
        </div>
      </div>
      <fieldset className="shop-address-form__types" disabled={pending}>
        <legend className="shop-form-field__label">{t("Address type")}</legend>
        {ADDRESS_TYPES.map((type) => (
          <label key={type} className="shop-address-form__type">
            <input
              type="radio"
              className="shop-form-field__checkbox"
              name={`${formId}-address_type`}
              value={type}
              checked={form.values.address_type === type}
              onChange={() => form.set("address_type", type)}
            />
            <span>{t(TYPE_LABELS[type])}</span>
          </label>
        ))}
      </fieldset>
      <CheckboxField
        id={`${formId}-is_default`}
        label="Use as default address"
        name="is_default"
        checked={form.values.is_default}
        disabled={pending}
        onChange={(checked) => form.set("is_default", checked)}
      />
      <FormAlert message={answer.shown} />
      <div className="shop-address-form__actions">
        {onCancel && (
          <button type="button" className="shop-button shop-button--secondary" onClick={onCancel}>
            {t("Cancel")}
          </button>
        )}
        <SubmitButton label="Save" pending={pending} />
      </div>
    </form>
  );
}
