import type { FormEvent } from "react";
import { FormAlert, FormSwitch, SubmitButton, type ServerMessage } from "../../internal/account-states";
import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { useFormValues, useServerAnswer } from "../../internal/use-form-values";
import { useTranslate } from "../../text/text-context";
import { TextField, type TextFieldProps } from "../form-fields/TextField";
import { REGISTER_FIELD_ORDER, validateRegister, type RegisterValues } from "./rules/register-rules";

/** What the register form emits: @shop/user's create request is `{ customer: { email, firstname, lastname }, password }`. */
export interface RegisterSubmission {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

export interface RegisterFormProps {
  /** A submit that passed the form's checks: names and e-mail address trimmed, the password as typed. */
  onSubmit: (customer: RegisterSubmission) => void;
  /** The account is being created: fields read-only, the button busy and refusing a second press. */
  pending?: boolean;
  /** The server's refusal (e.g. the e-mail address is taken), an i18n key or a key with values; hidden once the shopper types. */
  error?: ServerMessage | null;
  /** Where 'Log in' goes; left out, no link. */
  loginHref?: string;
  headingLevel?: 1 | 2;
  className?: string;
}

const EMPTY: RegisterValues = { firstname: "", lastname: "", email: "", password: "", repeatPassword: "" };

const FIELDS: readonly { name: keyof RegisterValues; label: string; type: TextFieldProps["type"]; autoComplete: string }[] = [
  { name: "firstname", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "lastname", label: "Last name", type: "text", autoComplete: "family-name" },
  { name: "email", label: "E-mail address", type: "email", autoComplete: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { name: "repeatPassword", label: "Repeat password", type: "password", autoComplete: "new-password" },
];

/**
 * The register form (/login, presentation-content.md §2): first and last name, e-mail address,
 * password and its repeat, with the §5 messages (the password rule is @shop/core's, the one the
 * change-password sidebar and the api use). Errors show once a field was left or on submit,
 * which focuses the first invalid field; the server's refusal shows above the button.
 */
export function RegisterForm({ onSubmit, pending = false, error, loginHref, headingLevel = 2, className }: RegisterFormProps) {
  const t = useTranslate();
  const formId = useDomId("shop-register");
  const form = useFormValues(EMPTY, validateRegister, REGISTER_FIELD_ORDER);
  const answer = useServerAnswer(error, pending);
  const Heading = headingLevel === 1 ? "h1" : "h2";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    answer.rearm();
    const firstInvalid = form.submit();
    if (firstInvalid) {
      document.getElementById(`${formId}-${firstInvalid}`)?.focus();
      return;
    }
    const { firstname, lastname, email, password } = form.values;
    onSubmit({ firstname: firstname.trim(), lastname: lastname.trim(), email: email.trim(), password });
  };

  return (
    <form className={cx("shop-account-form", className)} onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} aria-busy={pending || undefined}>
      <Heading id={`${formId}-title`} className="shop-account-form__title">
        {t("Create an account")}
      </Heading>
      <div className="shop-form-fields">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`${formId}-${field.name}`}
            label={field.label}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            readOnly={pending}
            value={form.values[field.name]}
            error={form.shown(field.name)}
            onChange={(value) => {
              form.set(field.name, value);
              answer.dismiss();
            }}
            onBlur={() => form.touch(field.name)}
          />
        ))}
        <FormAlert message={answer.shown} />
        <SubmitButton label="Create an account" pending={pending} />
      </div>
      {loginHref && <FormSwitch question="Already have an account?" linkLabel="Log in" href={loginHref} />}
    </form>
  );
}
