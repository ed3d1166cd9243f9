import type { ReactNode } from "react";
import type { PaymentMethod } from "../../footer/PaymentIcons";
import type { SelectOption } from "../../select/Select";

/**
 * A payment method as the checkout offers it (commerce-core.md §3 Payment method: code,
 * title, default, cost_incl_tax), with what the card payment provider adds: an issuer list
 * (iDEAL's banks) or its own fields (a hosted card form).
 */
export interface PaymentMethodOption {
  code: string;
  /** `title`, shown as given ("iDEAL", "Card", "Riverty – pay later"). */
  title: string;
  /** Formatted `cost_incl_tax`; left out when the method costs nothing. */
  cost?: string;
  default?: boolean;
  /** A mark shown beside the title. */
  icon?: PaymentMethod;
  /** A line under the title, shown as given (e.g. Riverty's terms). */
  description?: string;
  /** iDEAL's banks: the shopper must choose one; sent as `paymentMethodAdditional.issuer`. */
  issuers?: readonly SelectOption[];
  /** The provider's own fields (a hosted card form), shown while the method is chosen. */
  extra?: ReactNode;
}

/** commerce-core.md §5 "Default payment method: the one marked default, else the first." */
export function defaultPaymentMethod<M extends Pick<PaymentMethodOption, "default">>(methods: readonly M[]): M | null {
  return methods.find((method) => method.default) ?? methods[0] ?? null;
}
