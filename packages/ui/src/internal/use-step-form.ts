import { useEffect, useRef, useState, type RefObject } from "react";
import type { ValidationMessage } from "../components/form-fields/rules/validators";

/** A field's message by field name; a field without one passes. */
export type FieldErrors<V> = Partial<Record<keyof V, ValidationMessage>>;

export interface StepForm<V> {
  values: V;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** The field was left: its message may show from now on. */
  touch: (field: keyof V) => void;
  /** The message to show now: after the field was left or a submit was tried. */
  shown: (field: keyof V) => ValidationMessage | null;
  errors: FieldErrors<V>;
  /** A submit was tried and refused: the step says 'Please fix the validation errors'. */
  refused: boolean;
  /** Tries a submit: true when every field passes; otherwise every message shows and the first invalid field takes focus. */
  trySubmit: () => boolean;
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * The state of one checkout step's form: values seeded once from what the checkout saved,
 * messages shown after a field is left or on submit (as the form-fields stories do), and
 * focus moved to the first invalid field when a submit is refused, so the shopper hears what
 * to fix.
 */
export function useStepForm<V extends object>(initial: V, validate: (values: V) => FieldErrors<V>): StepForm<V> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = validate(values);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  return {
    values,
    set: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    touch: (field) => setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    shown: (field) => ((submitted || touched[field]) && errors[field]) || null,
    errors,
    refused: submitted && Object.keys(errors).length > 0,
    trySubmit: () => {
      setSubmitted(true);
      const valid = Object.keys(errors).length === 0;
      if (!valid) setFocusRequest((count) => count + 1);
      return valid;
    },
    formRef,
  };
}
