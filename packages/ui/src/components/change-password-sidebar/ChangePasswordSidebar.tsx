import { useId, useState, type FormEvent } from "react";
import { TextField } from "../form-fields/TextField";
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

const FIELDS = [
  // Labels are i18n keys: TextField translates them.
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  { name: "newPassword", label: "New password", autoComplete: "new-password" },
  { name: "repeatPassword", label: "Repeat password", autoComplete: "new-password" },
] as const;

/**
 * Change-password sidebar: current, new and repeat fields and a Confirm button that stays
 * disabled while the form is invalid (presentation-content.md §2, §5). A field shows its
 * error once the shopper has left it.
 *
 * The typed passwords live in the panel, which is mounted only while open: however the
 * sidebar closes (its close button, the container's overlay flag, a logout), it opens empty.
 */
export function ChangePasswordSidebar({ open, ...panel }: ChangePasswordSidebarProps) {
  return open ? <ChangePasswordPanel {...panel} /> : null;
}

function ChangePasswordPanel({ onSubmit, onClose }: Omit<ChangePasswordSidebarProps, "open">) {
  const t = useTranslate();
  const formId = useId();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof ChangePasswordValues, boolean>>>({});
  const errors = validateChangePassword(values);
  const invalid = Object.keys(errors).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    // §5: "emitted …, then cleared, and the sidebar closes" (cleared even if the container keeps it open).
    setValues(EMPTY);
    setTouched({});
    onClose();
  };

  return (
    <Sidebar
      open
      onClose={onClose}
      title={t("Change password")}
      footer={
        <button type="submit" form={formId} className="shop-button shop-button--block" disabled={invalid}>
          {t("Confirm")}
        </button>
      }
    >
      <form id={formId} className="shop-form-fields" onSubmit={submit} noValidate>
        {FIELDS.map((field) => {
          const error = touched[field.name] ? errors[field.name] : undefined;
          return (
            <TextField
              key={field.name}
              id={`${formId}-${field.name}`}
              name={field.name}
              type="password"
              label={field.label}
              autoComplete={field.autoComplete}
              required
              value={values[field.name]}
              error={error ? { key: error } : null}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              onBlur={() => setTouched((current) => ({ ...current, [field.name]: true }))}
            />
          );
        })}
      </form>
    </Sidebar>
  );
}
