import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { CouponForm } from "./CouponForm";

const REFUSAL = "The coupon code isn't valid. Verify the code and try again.";

/** The cart's coupon state: SUMMER10 applies, anything else is refused by the "server". */
function Coupon({ onApply = vi.fn(), onRemove = vi.fn() }: { onApply?: (code: string) => void; onRemove?: () => void }) {
  const [applied, setApplied] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <CouponForm
      appliedCode={applied}
      error={error}
      onApply={(code) => {
        onApply(code);
        if (code === "SUMMER10") {
          setApplied(code);
          setError(null);
        } else setError(REFUSAL);
      }}
      onRemove={() => {
        onRemove();
        setApplied(null);
      }}
    />
  );
}

const field = () => screen.getByRole("textbox", { name: "Discount code" });
const apply = () => fireEvent.click(screen.getByRole("button", { name: "Apply" }));

describe("CouponForm (commerce-core.md §7 apply-coupon/delete-coupon; presentation-content.md §5, §8)", () => {
  it("refuses an empty code with 'Field is required.' and focuses the field, without asking the server", () => {
    const onApply = vi.fn();
    render(<Coupon onApply={onApply} />);
    apply();
    expect(field()).toHaveAccessibleDescription("Field is required.");
    expect(field()).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("refuses what cannot be a code with 'Not a valid discount code'", () => {
    const onApply = vi.fn();
    render(<Coupon onApply={onApply} />);
    fireEvent.change(field(), { target: { value: "10% OFF" } });
    apply();
    expect(field()).toHaveAccessibleDescription("Not a valid discount code");
    expect(onApply).not.toHaveBeenCalled();
  });

  it("shows and announces the server's refusal, and puts it away once the shopper types", () => {
    render(<Coupon />);
    fireEvent.change(field(), { target: { value: "WINTER" } });
    apply();
    expect(field()).toHaveAccessibleDescription(REFUSAL);
    expect(screen.getByRole("status")).toHaveTextContent(REFUSAL);
    fireEvent.change(field(), { target: { value: "WINTER2" } });
    expect(field()).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("status")).toHaveTextContent("");
    // The same refusal again shows again.
    apply();
    expect(field()).toHaveAccessibleDescription(REFUSAL);
  });

  it("applies the trimmed code, shows it with Remove (focus moves there), and removing brings the empty field back with focus", () => {
    const onApply = vi.fn();
    const onRemove = vi.fn();
    render(<Coupon onApply={onApply} onRemove={onRemove} />);
    field().focus();
    fireEvent.change(field(), { target: { value: "  SUMMER10 " } });
    fireEvent.submit(field().closest("form")!);
    expect(onApply).toHaveBeenCalledWith("SUMMER10");
    const remove = screen.getByRole("button", { name: /^Remove ?: SUMMER10$/ });
    expect(screen.getByRole("group", { name: "Discount code" })).toHaveTextContent("SUMMER10");
    expect(remove).toHaveFocus();
    fireEvent.click(remove);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(field()).toHaveValue("");
    expect(field()).toHaveFocus();
  });

  it("leaves focus alone when the code changes without the shopper in the form (a login reapplies it)", () => {
    const { rerender } = render(<CouponForm appliedCode={null} onApply={vi.fn()} onRemove={vi.fn()} />);
    rerender(<CouponForm appliedCode="LOYAL5" onApply={vi.fn()} onRemove={vi.fn()} />);
    expect(document.body).toHaveFocus();
  });

  it("refuses a second press while pending (aria-busy, aria-disabled) and hides the previous refusal meanwhile", () => {
    const onApply = vi.fn();
    render(<CouponForm appliedCode={null} pending error={REFUSAL} onApply={onApply} onRemove={vi.fn()} />);
    const button = screen.getByRole("button", { name: "Apply" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(field()).toHaveAttribute("readonly");
    expect(screen.queryByText(REFUSAL)).toBeNull();
    fireEvent.click(button);
    expect(onApply).not.toHaveBeenCalled();
  });

  it("takes the error as a key object too, and shows it with the applied code (a removal the server refused)", () => {
    render(<CouponForm appliedCode="SUMMER10" error={{ key: "Not a valid discount code" }} onApply={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByRole("group", { name: "Discount code" })).toHaveTextContent("Not a valid discount code");
    expect(screen.getByRole("status")).toHaveTextContent("Not a valid discount code");
  });
});
