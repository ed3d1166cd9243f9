import { useId, useState, type FormEvent } from "react";
import { Sidebar } from "../sidebar/Sidebar";
import { useTranslate } from "../../text/text-context";
import { validateChangePassword, type ChangePasswordValues } from "./rules/change-password-rules";

export interface ChangePasswordSidebarProps {
  open: boolean;
  /** Confirm pressed with a valid form; the sidebar then clears and closes (presentation-content.md §5). */
  onSubmit: (passwords: { currentPassword: string; newPassword: string }) => void;
  onClose: () => void;
}

const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", repeatPassword: "" };

/**
 * Change-password sidebar: current, new and repeat fields and a Confirm button that stays
 * disabled while the form is invalid (presentation-content.md §2, §5). A field shows its
 * error once the shopper has left it.
 */
export function ChangePasswordSidebar({ open, onSubmit, onClose }: ChangePasswordSidebarProps) {
  const t = useTranslate();
  const formId = useId();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof ChangePasswordValues, boolean>>>({});
  const fields = [
    { name: "currentPassword", label: t("Current password"), autoComplete: "current-password" },
    { name: "newPassword", label: t("New password"), autoComplete: "new-password" },
    { name: "repeatPassword", label: t("Repeat password"), autoComplete: "new-password" },
  ] as const;
  const errors = validateChangePassword(values);
  const invalid = Object.keys(errors).length > 0;

  const reset = () => {
    setValues(EMPTY);
    setTouched({});
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    close();
  };

  return (
    <Sidebar
      open={open}
      onClose={close}
      title={t("Change password")}
      footer={
        <button type="submit" form={formId} className="shop-button shop-button--block" disabled={invalid}>
          {t("Confirm")}
        </button>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {fields.map((field) => {
          const error = touched[field.name] ? errors[field.name] : undefined;
          const inputId = `${formId}-${field.name}`;
          return (
            <div key={field.name} className="shop-field">
              <label htmlFor={inputId} className="shop-field__label">
                {field.label}
              </label>
              <input
                id={inputId}
                type="password"
                className="shop-field__input"
                autoComplete={field.autoComplete}
                required
                value={values[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                onBlur={() => setTouched((current) => ({ ...current, [field.name]: true }))}
              />
              {error && (
                <p id={`${inputId}-error`} className="shop-field__error">
                  {t(error)}
                </p>
              )}
            </div>
          );
        })}
      </form>
    </Sidebar>
  );
}
