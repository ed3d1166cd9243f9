import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import type { ValidationMessage } from "../form-fields/rules/validators";
import { FieldError, TextField } from "../form-fields/TextField";
import { Select, type SelectOption } from "../select/Select";
import { STATE_COUNTRIES, type AddressValues } from "./rules/address";

export interface AddressFieldsProps {
  values: AddressValues;
  onChange: <K extends keyof AddressValues>(field: K, value: AddressValues[K]) => void;
  /** A field was left (its message may show from now on). */
  onBlur?: (field: keyof AddressValues) => void;
  /** The message to show per field now (the form decides when). */
  errorOf?: (field: keyof AddressValues) => ValidationMessage | null;
  /** Countries to ship to: `value` the id ("NL"), `label` the name in the shopper's language. */
  countries: readonly SelectOption[];
  /** "shipping" or "billing": the autofill section, and billing asks company and tax ID. */
  section: "shipping" | "billing";
  stateCountries?: readonly string[];
  disabled?: boolean;
  className?: string;
}

/**
 * The address form of the checkout's shipping and payment details with the labels of
 * presentation-content.md §3 (first name, last name, street, house number, addition,
 * postcode, city, state/province, country, phone; company name and tax ID for billing). Each
 * input carries its autofill token in the section's group, so a browser fills shipping and
 * billing apart.
 */
export function AddressFields({ values, onChange, onBlur, errorOf = () => null, countries, section, stateCountries = STATE_COUNTRIES, disabled, className }: AddressFieldsProps) {
  const t = useTranslate();
  const id = useDomId(`shop-address-${section}`);
  const countryError = errorOf("country");
  const countryErrorId = `${id}-country-error`;
  const field = (name: Exclude<keyof AddressValues, "country">, extra: { type?: "text" | "tel"; autoComplete: string; required?: boolean; inputMode?: "numeric" | "tel" }) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    onBlur: () => onBlur?.(name),
    error: errorOf(name),
    disabled,
    required: extra.required ?? false,
    type: extra.type ?? "text",
    // "off" (the tax ID: no autofill token exists for it) takes no section.
    autoComplete: extra.autoComplete === "off" ? "off" : `section-${section} ${section} ${extra.autoComplete}`,
    inputMode: extra.inputMode,
    className: `shop-address-fields__${name}`,
  });
  return (
    <div className={cx("shop-address-fields", className)}>
      {section === "billing" && <TextField label="Company name" {...field("company", { autoComplete: "organization" })} />}
      <TextField label="First name" {...field("firstName", { autoComplete: "given-name", required: true })} />
      <TextField label="Last name" {...field("lastName", { autoComplete: "family-name", required: true })} />
      <TextField label="Street" {...field("streetAddress", { autoComplete: "address-line1", required: true })} />
      <TextField label="House number" {...field("apartmentNumber", { autoComplete: "address-line2", required: true })} />
      <TextField label="Addition" {...field("affix", { autoComplete: "address-line3" })} />
      <TextField label="Postcode" {...field("zipCode", { autoComplete: "postal-code", required: true })} />
      <TextField label="City" {...field("city", { autoComplete: "address-level2", required: true })} />
      <div className={cx("shop-form-field", "shop-address-fields__country", countryError && "shop-form-field--invalid")}>
        {/* The visible label with the required mark the text fields have; the select keeps its own (hidden) label as its name. */}
        <span className="shop-form-field__label" aria-hidden="true" onClick={() => document.getElementById(`${id}-country`)?.focus()}>
          {t("Country")}
          <span className="shop-form-field__required">{" *"}</span>
        </span>
        <Select
          id={`${id}-country`}
          hideLabel
          label={t("Country")}
          options={countries}
          value={values.country === "" ? null : values.country}
          onChange={(country) => {
            onChange("country", country);
            onBlur?.("country");
          }}
          disabled={disabled}
          invalid={countryError !== null}
          describedBy={countryError ? countryErrorId : undefined}
        />
        {countryError && <FieldError id={countryErrorId} error={countryError} />}
      </div>
      {stateCountries.includes(values.country) && <TextField label="State/Province" {...field("state", { autoComplete: "address-level1", required: true })} />}
      <TextField label="Phone" {...field("phoneNumber", { type: "tel", autoComplete: "tel", inputMode: "tel" })} />
      {section === "billing" && <TextField label="Tax ID" {...field("taxId", { autoComplete: "off" })} />}
    </div>
  );
}
