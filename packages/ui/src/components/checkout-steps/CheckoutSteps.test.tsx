import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CheckoutSteps } from "./CheckoutSteps";

describe("CheckoutSteps (presentation-content.md §2 checkout steps)", () => {
  it("marks the current step, says which are completed and edits only saved ones", () => {
    const onEdit = vi.fn();
    render(
      <CheckoutSteps active="payment" completed={["personal-details", "shipping"]} summaries={{ "personal-details": "Ann de Vries", payment: "never shown" }} onEdit={onEdit}>
        <p>payment form</p>
      </CheckoutSteps>,
    );
    const progress = screen.getByRole("navigation", { name: "Checkout progress" });
    expect(progress.querySelector("[aria-current=step]")).toHaveTextContent("Payment");
    expect(within(progress).getAllByText(/\(Completed\)/)).toHaveLength(2);
    expect(screen.getByText("payment form")).toBeInTheDocument();
    expect(screen.getByText("Ann de Vries")).toBeInTheDocument();
    expect(screen.queryByText("never shown")).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Edit/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: /^Edit ?: Shipping$/ }));
    expect(onEdit).toHaveBeenCalledWith("shipping");
  });

  it("moves focus to the new step's heading when the active step changes, not on the first render", () => {
    const { rerender } = render(
      <CheckoutSteps active="personal-details" completed={[]} onEdit={vi.fn()}>
        <input aria-label="first" />
      </CheckoutSteps>,
    );
    expect(document.activeElement).toBe(document.body);
    rerender(
      <CheckoutSteps active="shipping" completed={["personal-details"]} onEdit={vi.fn()}>
        <input aria-label="street" />
      </CheckoutSteps>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Shipping" })).toHaveFocus();
  });

  it("shows only the confirmation once the order is placed, nothing editable", () => {
    render(
      <CheckoutSteps active="order-confirmation" completed={["personal-details", "shipping", "payment", "order-review"]} onEdit={vi.fn()}>
        <h2>Thanks</h2>
      </CheckoutSteps>,
    );
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Thanks"]);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Step 5 of 5")).toBeInTheDocument();
  });
});
