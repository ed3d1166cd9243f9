import { useState } from "react";
import type { ValidationMessage } from "../components/form-fields/rules/validators";

export type FormErrors<V> = Partial<Record<keyof V, ValidationMessage>>;

export interface FormValues<V> {
  values: V;
  errors: FormErrors<V>;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  /** The field was left: its error may show. */
  touch: (name: keyof V) => void;
  /** The error to show for a field: once it was left or the form was submitted. */
  shown: (name: keyof V) => ValidationMessage | null;
  /**
   * A submit: every error shows from now on; the first invalid field (in `order`) is
   * returned so the form can focus it, or null when the values pass.
   */
  submit: () => keyof V | null;
  reset: (values: V) => void;
}

/**
 * The state of an account form: values, which fields were left, and the errors of the form's
 * rule (a pure `validate(values)` in the component's rules/). Errors show once a field was left
 * or after a submit, as in the change-password sidebar.
 */
export function useFormValues<V extends object>(initial: V, validate: (values: V) => FormErrors<V>, order: readonly (keyof V)[]): FormValues<V> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);
  return {
    values,
    errors,
    set: (name, value) => setValues((current) => ({ ...current, [name]: value })),
    touch: (name) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    shown: (name) => (submitted || touched[name] ? (errors[name] ?? null) : null),
    submit: () => {
      setSubmitted(true);
      return order.find((name) => errors[name]) ?? null;
    },
    reset: (next) => {
      setValues(next);
      setTouched({});
      setSubmitted(false);
    },
  };
}

/**
 * The owner's answer to the last submit (`error`), hidden while a new submit is pending and
 * once the shopper types again (`dismiss`); a new submit (`rearm`) lets the same answer show again.
 */
export function useServerAnswer<M>(error: M | null | undefined, pending: boolean): { shown: M | null; dismiss: () => void; rearm: () => void } {
  const [dismissed, setDismissed] = useState<M | null | undefined>(null);
  const shown = error != null && error !== dismissed && !pending ? error : null;
  return {
    shown,
    dismiss: () => {
      if (shown !== null) setDismissed(error);
    },
    rearm: () => setDismissed(null),
  };
}
