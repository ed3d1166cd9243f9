import type { ReactNode } from "react";
import { cx } from "./cx";
import { AlertIcon } from "./icons";
import { ShopLink } from "../link/ShopLink";
import type { ValidationMessage } from "../components/form-fields/rules/validators";
import { Spinner } from "../components/spinner/Spinner";
import { useTranslate } from "../text/text-context";

/** A server's answer shown by an account form or list: an i18n key, or a key with values. */
export type ServerMessage = string | ValidationMessage;

export const asServerMessage = (message: ServerMessage): ValidationMessage => (typeof message === "string" ? { key: message } : message);

/** 'Loading…' with the spinner, a polite status (the account lists while their data loads). */
export function LoadingState({ className }: { className?: string }) {
  const t = useTranslate();
  return (
    <p className={cx("shop-account-state", className)} role="status">
      <Spinner size={20} />
      <span>{t("Loading…")}</span>
    </p>
  );
}

/**
 * A list that could not be fetched: presentation-content.md §8 "can't fetch data, try again
 * later" ('Can't fetch data, please try again later') with Try again, announced as an alert.
 */
export function FetchFailedState({ onRetry, className }: { onRetry?: (() => void) | undefined; className?: string }) {
  const t = useTranslate();
  return (
    <div className={cx("shop-account-state", "shop-account-state--error", className)} role="alert">
      <AlertIcon size={20} className="shop-account-state__icon" />
      <p className="shop-account-state__message">{t("Can't fetch data, please try again later")}</p>
      {onRetry && (
        <button type="button" className="shop-button shop-button--secondary" onClick={onRetry}>
          {t("Try again")}
        </button>
      )}
    </div>
  );
}

/** An empty list's sentence. */
export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cx("shop-account-state", "shop-account-state--empty", className)}>{children}</p>;
}

/**
 * The server's refusal of a form (a wrong password, an e-mail address in use): shown above the
 * submit button and announced at once (role="alert": it comes after the shopper pressed submit).
 */
export function FormAlert({ message, id }: { message: ServerMessage | null | undefined; id?: string }) {
  const t = useTranslate();
  const shown = message ? asServerMessage(message) : null;
  // The region stays mounted (and empty) so that a refusal arriving later is announced.
  return (
    <div id={id} className="shop-live-region" role="alert">
      {shown && (
        <div className="shop-form-alert">
          <AlertIcon size={20} className="shop-form-alert__icon" />
          <p className="shop-form-alert__message">{t(shown.key, shown.values)}</p>
        </div>
      )}
    </div>
  );
}

/** A form's submit button: busy (spinner, aria-busy, aria-disabled, refuses a second press) while the owner answers. */
export function SubmitButton({ label, pending, className }: { label: string; pending: boolean; className?: string }) {
  const t = useTranslate();
  return (
    <button type="submit" className={cx("shop-button", "shop-button--block", className)} aria-busy={pending || undefined} aria-disabled={pending || undefined}>
      {pending && <Spinner size={18} />}
      <span>{t(label)}</span>
    </button>
  );
}

/** The line under a login or register form that sends the shopper to the other one ("No account yet? Create an account"). */
export function FormSwitch({ question, linkLabel, href }: { question: string; linkLabel: string; href: string }) {
  const t = useTranslate();
  return (
    <p className="shop-account-form__switch">
      <span>{t(question)}</span>{" "}
      <ShopLink className="shop-link" href={href}>
        {t(linkLabel)}
      </ShopLink>
    </p>
  );
}
