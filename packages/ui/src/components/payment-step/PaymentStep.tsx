import { useState, type FormEvent } from "react";
import { cx } from "../../internal/cx";
import { MethodChoices } from "../../internal/method-choices";
import { StepSubmit, type StepError } from "../../internal/step-submit";
import { useDomId } from "../../internal/use-dom-id";
import { useStepForm } from "../../internal/use-step-form";
import { useTranslate } from "../../text/text-context";
import { AddressFields } from "../address-fields/AddressFields";
import { EMPTY_ADDRESS, validateAddress, type AddressValues } from "../address-fields/rules/address";
import { PaymentIcon } from "../footer/PaymentIcons";
import { CheckboxField } from "../form-fields/CheckboxField";
import { requiredField } from "../form-fields/rules/validators";
import { FieldError } from "../form-fields/TextField";
import { Select } from "../select/Select";
import type { SelectOption } from "../select/Select";
import { Spinner } from "../spinner/Spinner";
import { defaultPaymentMethod, type PaymentMethodOption } from "./rules/payment-methods";

export interface PaymentStepValues {
  sameAsShipping: boolean;
  /** The billing address (company and tax ID included), or null when it is the shipping address. */
  billingAddress: AddressValues | null;
  paymentMethod: string;
  /** commerce-core.md §3 paymentMethodAdditional: `{ issuer }` for iDEAL, else empty. */
  paymentMethodAdditional: Record<string, string>;
}

export interface PaymentStepProps {
  /** The saved billing address, if it differs from the shipping address; read once. */
  initialBillingAddress?: Partial<AddressValues>;
  /** Default true. */
  initialSameAsShipping?: boolean;
  /** The shipping address as lines (`addressLines`), shown while billing is the same. */
  shippingAddressLines?: readonly string[];
  countries: readonly SelectOption[];
  stateCountries?: readonly string[];
  /** The cart's payment methods (commerce-core.md §7 payment-methods); the app leaves out what the cart cannot use (cash on delivery for virtual carts, §5). */
  methods: readonly PaymentMethodOption[];
  methodsLoading?: boolean;
  selectedMethod?: string | null;
  onMethodChange?: (code: string) => void;
  onSubmit: (values: PaymentStepValues) => void;
  submitting?: boolean;
  error?: StepError | null;
  className?: string;
}

const required = requiredField();

/**
 * Checkout step 'Payment' (commerce-core.md §3 paymentDetails): the billing address, by
 * default the shipping address ('My billing address is the same as my shipping address'),
 * else its own form with company and tax ID; and the payment method, the default chosen
 * (§5). A method with issuers (iDEAL) asks for the bank; a method with provider fields (the
 * card form) shows them while chosen.
 */
export function PaymentStep({
  initialBillingAddress,
  initialSameAsShipping = true,
  shippingAddressLines = [],
  countries,
  stateCountries,
  methods,
  methodsLoading = false,
  selectedMethod = null,
  onMethodChange,
  onSubmit,
  submitting = false,
  error = null,
  className,
}: PaymentStepProps) {
  const t = useTranslate();
  const issuerId = useDomId("shop-payment-issuer");
  const [sameAsShipping, setSameAsShipping] = useState(initialSameAsShipping);
  const [picked, setPicked] = useState<string | null>(null);
  const [issuer, setIssuer] = useState<string | null>(null);
  const [methodTried, setMethodTried] = useState(false);
  const form = useStepForm<AddressValues>({ ...EMPTY_ADDRESS, ...initialBillingAddress }, (values) =>
    sameAsShipping ? {} : validateAddress(values, { billing: true, ...(stateCountries ? { stateCountries } : {}) }),
  );

  const wanted = picked ?? selectedMethod;
  const chosen = methods.find((method) => method.code === wanted) ?? defaultPaymentMethod(methods);
  const issuerError = chosen?.issuers ? required(issuer) : null;
  const methodError = chosen ? null : required(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const addressValid = form.trySubmit();
    setMethodTried(true);
    if (!addressValid || issuerError || !chosen) {
      if (addressValid && issuerError) document.getElementById(issuerId)?.focus();
      return;
    }
    onSubmit({
      sameAsShipping,
      billingAddress: sameAsShipping ? null : form.values,
      paymentMethod: chosen.code,
      paymentMethodAdditional: chosen.issuers && issuer !== null ? { issuer } : {},
    });
  };

  const issuerShown = methodTried ? issuerError : null;

  return (
    <form ref={form.formRef} className={cx("shop-checkout-step__form", "shop-payment-step", className)} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
      <fieldset className="shop-checkout-step__group">
        <legend className="shop-checkout-step__legend">{t("Billing address")}</legend>
        <CheckboxField label="My billing address is the same as my shipping address" name="sameAsShipping" checked={sameAsShipping} onChange={setSameAsShipping} />
        {sameAsShipping ? (
          shippingAddressLines.length > 0 && (
            <address className="shop-checkout-step__address">
              {shippingAddressLines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          )
        ) : (
          <AddressFields section="billing" values={form.values} onChange={form.set} onBlur={form.touch} errorOf={form.shown} countries={countries} stateCountries={stateCountries} />
        )}
      </fieldset>
      <div className="shop-payment-step__methods" aria-busy={methodsLoading || undefined}>
        {methodsLoading ? (
          <div className="shop-shipping-step__loading">
            <span className="shop-method-choices__legend">{t("Payment method")}</span>
            <Spinner size={24} />
          </div>
        ) : (
          <MethodChoices
            legend={t("Payment method")}
            name="paymentMethod"
            value={chosen?.code ?? null}
            invalid={methodTried && methodError !== null}
            message={methods.length === 0 ? t("No payment methods are available") : null}
            onChange={(code) => {
              setPicked(code);
              onMethodChange?.(code);
            }}
            choices={methods.map((method) => ({
              code: method.code,
              title: method.title,
              detail: method.description,
              price: method.cost,
              icon: method.icon ? <PaymentIcon method={method.icon} /> : undefined,
              extra:
                method.issuers || method.extra ? (
                  <>
                    {method.issuers && (
                      <div className={cx("shop-form-field", issuerShown && "shop-form-field--invalid")}>
                        <Select
                          id={issuerId}
                          label={t("Choose your bank")}
                          options={method.issuers}
                          value={issuer}
                          onChange={setIssuer}
                          invalid={issuerShown !== null}
                          describedBy={issuerShown ? `${issuerId}-error` : undefined}
                        />
                        {issuerShown && <FieldError id={`${issuerId}-error`} error={issuerShown} />}
                      </div>
                    )}
                    {method.extra}
                  </>
                ) : undefined,
            }))}
          />
        )}
      </div>
      <StepSubmit label={t("Continue")} submitting={submitting} refused={form.refused || issuerShown !== null} error={error} />
    </form>
  );
}
