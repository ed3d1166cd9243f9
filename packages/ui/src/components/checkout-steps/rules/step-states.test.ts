import { describe, expect, it } from "vitest";
import { checkoutStepStates, type CheckoutStepId } from "./step-states";

const summary = (active: CheckoutStepId, completed: CheckoutStepId[]) =>
  checkoutStepStates(active, completed).map((step) => `${step.number}:${step.status}${step.editable ? "+edit" : ""}`);

describe("checkoutStepStates (presentation-content.md §2 checkout steps)", () => {
  it.each<[string, CheckoutStepId, CheckoutStepId[], string[]]>([
    ["a fresh checkout", "personal-details", [], ["1:current", "2:upcoming", "3:upcoming", "4:upcoming", "5:upcoming"]],
    ["on payment, two steps saved", "payment", ["personal-details", "shipping"], ["1:done+edit", "2:done+edit", "3:current", "4:upcoming", "5:upcoming"]],
    ["editing shipping again after payment was saved", "shipping", ["personal-details", "shipping", "payment"], ["1:done+edit", "2:current", "3:done+edit", "4:upcoming", "5:upcoming"]],
    ["a step not saved stays upcoming even before the active one", "payment", ["shipping"], ["1:upcoming", "2:done+edit", "3:current", "4:upcoming", "5:upcoming"]],
    ["the order placed: everything done, nothing editable", "order-confirmation", ["personal-details", "shipping", "payment", "order-review"], ["1:done", "2:done", "3:done", "4:done", "5:current"]],
  ])("%s", (_case, active, completed, expected) => {
    expect(summary(active, completed)).toEqual(expected);
  });
});
