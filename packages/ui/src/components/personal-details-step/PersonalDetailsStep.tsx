import type { FormEvent } from "react";
import { cx } from "../../internal/cx";
import { StepSubmit, type StepError } from "../../internal/step-submit";
import { useStepForm } from "../../internal/use-step-form";
import { useTranslate } from "../../text/text-context";
import { CheckboxField } from "../form-fields/CheckboxField";
import { TextField } from "../form-fields/TextField";
import { EMPTY_PERSONAL_DETAILS, validatePersonalDetails, type PersonalDetailsValues } from "./rules/personal-details";

export interface PersonalDetailsStepProps {
  /** What the checkout saved (or the customer's profile); read once when the step mounts. */
  initialValues?: Partial<PersonalDetailsValues>;
  /** A guest may create an account with a password; a logged-in customer is not asked. */
  guest: boolean;
  /** Details that passed the checks; without an account the password is sent empty. */
  onSubmit: (values: PersonalDetailsValues) => void;
  /** For guests: 'Already have an account? Log in' opens the authentication modal. */
  onLogin?: () => void;
  submitting?: boolean;
  /** The server's refusal, an i18n key. */
  error?: StepError | null;
  className?: string;
}

/**
 * Checkout step 'Personal details' (commerce-core.md §3 personalDetails): first and last
 * name and e-mail address; a guest may tick 'Create an account' and then chooses a password
 * (§5 new-password rules). Messages show after a field is left or on Continue; a refused
 * Continue focuses the first invalid field.
 */
export function PersonalDetailsStep({ initialValues, guest, onSubmit, onLogin, submitting = false, error = null, className }: PersonalDetailsStepProps) {
  const t = useTranslate();
  const form = useStepForm<PersonalDetailsValues>({ ...EMPTY_PERSONAL_DETAILS, ...initialValues, ...(guest ? {} : { createAccount: false, password: "" }) }, validatePersonalDetails);
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !form.trySubmit()) return;
    onSubmit({ ...values, password: values.createAccount ? values.password : "" });
  };

  return (
    <form ref={form.formRef} className={cx("shop-checkout-step__form", "shop-personal-details", className)} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
      {guest && onLogin && (
        <p className="shop-checkout-step__note">
          {t("Already have an account?")}{" "}
          <button type="button" className="shop-link shop-checkout-step__inline-button" onClick={onLogin}>
            {t("Log in")}
          </button>
        </p>
      )}
      <div className="shop-form-fields shop-personal-details__fields">
        <TextField label="First name" name="firstName" autoComplete="given-name" required value={values.firstName} onChange={(v) => form.set("firstName", v)} onBlur={() => form.touch("firstName")} error={form.shown("firstName")} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required value={values.lastName} onChange={(v) => form.set("lastName", v)} onBlur={() => form.touch("lastName")} error={form.shown("lastName")} />
        <TextField
          label="E-mail address"
          name="emailAddress"
          type="email"
          autoComplete="email"
          required
          className="shop-personal-details__wide"
          value={values.emailAddress}
          onChange={(v) => form.set("emailAddress", v)}
          onBlur={() => form.touch("emailAddress")}
          error={form.shown("emailAddress")}
        />
        {guest && (
          <CheckboxField label="Create an account" name="createAccount" className="shop-personal-details__wide" checked={values.createAccount} onChange={(checked) => form.set("createAccount", checked)} />
        )}
        {guest && values.createAccount && (
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            className="shop-personal-details__wide"
            value={values.password}
            onChange={(v) => form.set("password", v)}
            onBlur={() => form.touch("password")}
            error={form.shown("password")}
          />
        )}
      </div>
      <StepSubmit label={t("Continue")} submitting={submitting} refused={form.refused} error={error} />
    </form>
  );
}
