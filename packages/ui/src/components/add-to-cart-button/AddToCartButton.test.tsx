import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddToCartButton } from "./AddToCartButton";

afterEach(() => {
  vi.useRealTimers();
});

const button = () => screen.getByRole("button");

describe("AddToCartButton (presentation-content.md §4 add to cart from a card, §5 disabled rules)", () => {
  it("goes idle → adding → success → idle after the feedback time", () => {
    vi.useFakeTimers();
    const onAdd = vi.fn();
    const { rerender } = render(<AddToCartButton adding={false} onAddToCart={onAdd} />);
    expect(button()).toHaveTextContent("Add to cart");
    fireEvent.click(button());
    expect(onAdd).toHaveBeenCalledTimes(1);

    rerender(<AddToCartButton adding onAddToCart={onAdd} />);
    expect(button()).toHaveTextContent("Adding to cart");
    expect(button()).toHaveAttribute("aria-disabled", "true");
    expect(button()).toHaveAttribute("aria-busy", "true");
    fireEvent.click(button());
    expect(onAdd).toHaveBeenCalledTimes(1);

    rerender(<AddToCartButton adding={false} onAddToCart={onAdd} />);
    expect(button()).toHaveTextContent("Added to cart");
    act(() => vi.advanceTimersByTime(3000));
    expect(button()).toHaveTextContent("Add to cart");
  });

  it("shows failure, not success, when the add fails", () => {
    const { rerender } = render(<AddToCartButton adding onAddToCart={() => undefined} />);
    rerender(<AddToCartButton adding={false} failed onAddToCart={() => undefined} />);
    expect(button()).toHaveTextContent("Could not add to cart");
    expect(button()).toHaveAttribute("data-status", "failure");
  });

  it("shows no success without an add in progress", () => {
    const { rerender } = render(<AddToCartButton adding={false} onAddToCart={() => undefined} />);
    rerender(<AddToCartButton adding={false} disabled onAddToCart={() => undefined} />);
    rerender(<AddToCartButton adding={false} onAddToCart={() => undefined} />);
    expect(button()).toHaveAttribute("data-status", "idle");
  });

  it("is disabled (and ignores clicks) when blocked, staying focusable", () => {
    const onAdd = vi.fn();
    render(<AddToCartButton adding={false} disabled onAddToCart={onAdd} />);
    fireEvent.click(button());
    expect(onAdd).not.toHaveBeenCalled();
    expect(button()).toHaveAttribute("aria-disabled", "true");
    button().focus();
    expect(button()).toHaveFocus();
  });
});
