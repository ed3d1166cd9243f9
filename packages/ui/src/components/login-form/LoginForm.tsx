import type { FormEvent } from "react";
import { FormAlert, FormSwitch, SubmitButton, type ServerMessage } from "../../internal/account-states";
import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { useFormValues, useServerAnswer } from "../../internal/use-form-values";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { TextField } from "../form-fields/TextField";
import { LOGIN_FIELD_ORDER, validateLogin, type LoginValues } from "./rules/login-rules";

export interface LoginFormProps {
  /** A submit that passed the form's checks: the e-mail address trimmed, the password as typed. */
  onSubmit: (credentials: LoginValues) => void;
  /** The login is on its way: the fields are read-only, the button busy and refusing a second press. */
  pending?: boolean;
  /** The server's refusal of the last submit, an i18n key or a key with values; hidden once the shopper types. */
  error?: ServerMessage | null;
  /** The reset-password page (/password/reset); left out, no link. */
  resetPasswordHref?: string;
  /** Where 'Create an account' goes; left out, no link. */
  registerHref?: string;
  /** The e-mail field's first value (e.g. an address the shopper typed in checkout). */
  initialEmail?: string;
  /** The heading's level: 1 on the /login page, 2 where it sits in a modal or beside other content. */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The login form (/login and the authentication modal, presentation-content.md §2): e-mail
 * address and password with the §5 messages, shown once a field was left or on submit (which
 * then focuses the first invalid field); the server's refusal shows above the button and is
 * announced.
 */
export function LoginForm({ onSubmit, pending = false, error, resetPasswordHref, registerHref, initialEmail = "", headingLevel = 2, className }: LoginFormProps) {
  const t = useTranslate();
  const formId = useDomId("shop-login");
  const form = useFormValues<LoginValues>({ email: initialEmail, password: "" }, validateLogin, LOGIN_FIELD_ORDER);
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
    onSubmit({ email: form.values.email.trim(), password: form.values.password });
  };

  const change = (name: keyof LoginValues) => (value: string) => {
    form.set(name, value);
    answer.dismiss();
  };

  return (
    <form className={cx("shop-account-form", className)} onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} aria-busy={pending || undefined}>
      <Heading id={`${formId}-title`} className="shop-account-form__title">
        {t("Log in")}
      </Heading>
      <div className="shop-form-fields">
        <TextField
          id={`${formId}-email`}
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="username"
          required
          readOnly={pending}
          value={form.values.email}
          error={form.shown("email")}
          onChange={change("email")}
          onBlur={() => form.touch("email")}
        />
        <TextField
          id={`${formId}-password`}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          readOnly={pending}
          value={form.values.password}
          error={form.shown("password")}
          onChange={change("password")}
          onBlur={() => form.touch("password")}
        />
        {resetPasswordHref && (
          <p className="shop-account-form__aside">
            <ShopLink className="shop-link" href={resetPasswordHref}>
              {t("Forgot your password?")}
            </ShopLink>
          </p>
        )}
        <FormAlert message={answer.shown} />
        <SubmitButton label="Log in" pending={pending} />
      </div>
      {registerHref && <FormSwitch question="No account yet?" linkLabel="Create an account" href={registerHref} />}
    </form>
  );
}
