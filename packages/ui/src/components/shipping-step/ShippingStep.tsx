import { useState, type FormEvent } from "react";
import { cx } from "../../internal/cx";
import { MethodChoices } from "../../internal/method-choices";
import { StepSubmit, type StepError } from "../../internal/step-submit";
import { useStepForm } from "../../internal/use-step-form";
import { useTranslate } from "../../text/text-context";
import { AddressFields } from "../address-fields/AddressFields";
import { EMPTY_ADDRESS, validateAddress, type AddressValues } from "../address-fields/rules/address";
import { addressSaved as addressSavedRule, requiredField } from "../form-fields/rules/validators";
import type { SelectOption } from "../select/Select";
import { Spinner } from "../spinner/Spinner";
import { defaultShippingMethod, shippingMethodChoices, type ShippingMethodOption } from "./rules/shipping-methods";

export interface ShippingStepValues {
  address: AddressValues;
  /** The chosen method's `code`. */
  shippingMethod: string;
}

export interface ShippingStepProps {
  /** The saved shipping details (or the customer's default address); read once when the step mounts. */
  initialAddress?: Partial<AddressValues>;
  countries: readonly SelectOption[];
  stateCountries?: readonly string[];
  /** The checkout holds the address shown (as it was when mounted, or after `onSaveAddress` succeeded). */
  addressSaved: boolean;
  /** An address that passed the checks: the app saves it and asks the methods for it (commerce-core.md §7 shipping-methods). */
  onSaveAddress: (address: AddressValues) => void;
  savingAddress?: boolean;
  /** The methods for the saved address; unavailable ones are dropped here, the default preselected (commerce-core.md §5). */
  methods: readonly ShippingMethodOption[];
  methodsLoading?: boolean;
  /** The cart's chosen method, if any; else the default shows chosen. */
  selectedMethod?: string | null;
  /** The shopper picked a method (the app sets the cart's shipping, totals follow). */
  onMethodChange?: (code: string) => void;
  onSubmit: (values: ShippingStepValues) => void;
  submitting?: boolean;
  error?: StepError | null;
  className?: string;
}

const sameAddress = (a: AddressValues, b: AddressValues) => (Object.keys(a) as (keyof AddressValues)[]).every((key) => a[key] === b[key]);
const methodRequired = requiredField();

/**
 * Checkout step 'Shipping': the shipping address (commerce-core.md §3 shippingDetails, incl.
 * the optional addition) and the shipping method. The spec's rule "address must be saved
 * before choosing a shipping method" (presentation-content.md §5) is the step's order: the
 * methods stay disabled, described by 'Please save the address before choosing a shipping
 * method.', until the address is saved, and again once it is edited; Continue while
 * unsaved says so as an error. Unavailable methods are not shown; the default is chosen
 * until the shopper picks another.
 */
export function ShippingStep({
  initialAddress,
  countries,
  stateCountries,
  addressSaved,
  onSaveAddress,
  savingAddress = false,
  methods,
  methodsLoading = false,
  selectedMethod = null,
  onMethodChange,
  onSubmit,
  submitting = false,
  error = null,
  className,
}: ShippingStepProps) {
  const t = useTranslate();
  const validateFn = (values: AddressValues) => validateAddress(values, stateCountries ? { stateCountries } : {});
  const form = useStepForm<AddressValues>({ ...EMPTY_ADDRESS, ...initialAddress }, validateFn);
  const [savedSnapshot, setSavedSnapshot] = useState<AddressValues>(form.values);
  const [picked, setPicked] = useState<string | null>(null);
  const [methodProblem, setMethodProblem] = useState(false);

  const saved = addressSaved && sameAddress(form.values, savedSnapshot);
  const choices = shippingMethodChoices(methods);
  const wanted = picked ?? selectedMethod;
  const chosen = choices.some((method) => method.code === wanted) ? wanted : (defaultShippingMethod(choices)?.code ?? null);
  const methodError = !saved ? addressSavedRule(false) : methodRequired(chosen);

  const saveAddress = () => {
    if (savingAddress || !form.trySubmit()) return;
    setSavedSnapshot(form.values);
    setMethodProblem(false);
    onSaveAddress(form.values);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const addressValid = form.trySubmit();
    setMethodProblem(methodError !== null);
    if (!addressValid || methodError !== null || chosen === null) return;
    onSubmit({ address: form.values, shippingMethod: chosen });
  };

  const showMethodError = methodProblem && methodError !== null;
  const methodMessage = showMethodError ? t(methodError.key, methodError.values) : !saved ? t("Please save the address before choosing a shipping method.") : null;

  return (
    <form ref={form.formRef} className={cx("shop-checkout-step__form", "shop-shipping-step", className)} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
      <fieldset className="shop-checkout-step__group">
        <legend className="shop-checkout-step__legend">{t("Shipping address")}</legend>
        <AddressFields section="shipping" values={form.values} onChange={form.set} onBlur={form.touch} errorOf={form.shown} countries={countries} stateCountries={stateCountries} />
        {!saved && (
          <button
            type="button"
            className="shop-button shop-button--secondary shop-shipping-step__save"
            aria-disabled={savingAddress || undefined}
            aria-busy={savingAddress || undefined}
            onClick={saveAddress}
          >
            {savingAddress && <Spinner size={18} />}
            <span>{t("Save address")}</span>
          </button>
        )}
      </fieldset>
      <div className="shop-shipping-step__methods" aria-busy={methodsLoading || undefined}>
        {methodsLoading && saved ? (
          <div className="shop-shipping-step__loading">
            <span className="shop-method-choices__legend">{t("Shipping method")}</span>
            <Spinner size={24} />
          </div>
        ) : (
          <MethodChoices
            legend={t("Shipping method")}
            name="shippingMethod"
            disabled={!saved}
            invalid={showMethodError}
            message={methodMessage ?? (saved && choices.length === 0 ? t("No shipping methods are available for this country") : null)}
            value={saved ? chosen : null}
            onChange={(code) => {
              setPicked(code);
              setMethodProblem(false);
              onMethodChange?.(code);
            }}
            choices={choices.map((method) => ({ code: method.code, title: method.title, detail: method.carrierTitle, price: method.price }))}
          />
        )}
      </div>
      <StepSubmit label={t("Continue")} submitting={submitting} refused={form.refused || showMethodError} error={error} />
    </form>
  );
}
