import { quantityAboveZero, quantityAvailable, quantityPositiveInteger, requiredField, validate, type ValidationMessage, type Validator } from "../../form-fields/rules/validators";

/** A typed quantity: the whole number it stands for, or the message saying why it does not. */
export type QuantityInput = { qty: number; error: null } | { qty: null; error: ValidationMessage };

/**
 * commerce-core.md §5 "Quantity strings are parsed to integers": only digits count. `Number`
 * alone would read "1e2" as 100 and "0x10" as 16, which no shopper meant as a quantity.
 */
const digitsOnly: Validator<string> = (value) =>
  /^\d+$/.test(value.trim()) && Number.isSafeInteger(Number(value.trim())) ? null : { key: "Quantity must be a positive integer." };

/**
 * What the shopper typed into a cart line's quantity, checked with the §5 rules "quantity
 * above 0, a positive integer and below available stock" in that order: empty → 'Field is
 * required.', 0 or less → 'Quantity must be above 0.', "1.5"/"two" → 'Quantity must be a
 * positive integer.' (@shop/cart's schema words the same two), above `maxQuantity` → §8 'Only
 * {{maxQuantity}} products of this type are available'. Surrounding spaces and leading zeros
 * are fine ("02" is 2).
 */
export function checkQuantityInput(text: string, maxQuantity?: number): QuantityInput {
  const validators: Validator<string>[] = [requiredField(), quantityAboveZero, quantityPositiveInteger, digitsOnly];
  if (maxQuantity !== undefined) validators.push(quantityAvailable(maxQuantity));
  const error = validate(text, validators);
  return error ? { qty: null, error } : { qty: Number(text.trim()), error: null };
}

export interface QuantitySteps {
  /** The − button's target, or null while it is off (at 1, or nothing to change). */
  decrease: number | null;
  /** The + button's target, or null while it is off (at the stock, or nothing to change). */
  increase: number | null;
  /** The line holds more than the stock allows (the stock dropped): the §8 message shows. */
  aboveStock: boolean;
}

/**
 * The stepper's buttons for a quantity: − stops at 1; + stops at `maxQuantity` when known.
 * A line above its stock steps down to the stock at once (one press to a quantity that can be
 * ordered, not one per unit). `maxQuantity` below 1 or `unavailable` (an out-of-stock line)
 * leaves nothing to step: removing is the line's only action.
 */
export function quantitySteps(qty: number, { maxQuantity, unavailable = false }: { maxQuantity?: number | undefined; unavailable?: boolean }): QuantitySteps {
  if (unavailable || (maxQuantity !== undefined && maxQuantity < 1)) return { decrease: null, increase: null, aboveStock: false };
  if (maxQuantity !== undefined && qty > maxQuantity) return { decrease: maxQuantity, increase: null, aboveStock: true };
  return { decrease: qty > 1 ? qty - 1 : null, increase: maxQuantity === undefined || qty < maxQuantity ? qty + 1 : null, aboveStock: false };
}
