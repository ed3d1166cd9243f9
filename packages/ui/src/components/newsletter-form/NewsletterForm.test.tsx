import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./NewsletterForm";
import type { NewsletterResult } from "./rules/newsletter-form-state";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const input = () => screen.getByRole("textbox", { name: "E-mail address" });
const form = () => input().closest("form")!;
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const submit = () => fireEvent.submit(form());
/** Lets the subscribe promise settle inside act. */
const settle = () => act(async () => {});

function deferred() {
  let resolve: (result: NewsletterResult) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<NewsletterResult>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("NewsletterForm (presentation-content.md §4 newsletter form, §5 newsletter rule, §9 3000/500/500 ms)", () => {
  it("rejects an empty or invalid address with the spec's message and does not subscribe", () => {
    const onSubscribe = vi.fn();
    render(<NewsletterForm onSubscribe={onSubscribe} />);
    submit();
    expect(screen.getByText("Please provide an valid e-mail address")).toBeInTheDocument();
    expect(input()).toHaveAttribute("aria-invalid", "true");
    expect(input()).toHaveFocus();
    type("ann@");
    submit();
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it("checks the address 500 ms after typing stops", () => {
    render(<NewsletterForm onSubscribe={vi.fn()} />);
    type("ann@");
    act(() => vi.advanceTimersByTime(499));
    expect(input()).not.toHaveAttribute("aria-invalid");
    act(() => vi.advanceTimersByTime(1));
    expect(input()).toHaveAttribute("aria-invalid", "true");
    // Fixing it clears the error at once.
    type("ann@shop.nl");
    expect(input()).not.toHaveAttribute("aria-invalid");
  });

  it("dims while subscribing, shows the success icon 3 s, then empties 0.5 s later", async () => {
    const call = deferred();
    const onSubscribe = vi.fn(() => call.promise);
    render(<NewsletterForm onSubscribe={onSubscribe} />);
    type(" ann@shop.nl ");
    submit();
    expect(onSubscribe).toHaveBeenCalledWith("ann@shop.nl");
    expect(form()).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button")).toHaveTextContent("Subscribing");
    // A second submit while subscribing is ignored.
    submit();
    expect(onSubscribe).toHaveBeenCalledTimes(1);

    call.resolve("subscribed");
    await settle();
    expect(form().querySelector("[data-feedback]")).toHaveAttribute("data-feedback", "success");
    expect(screen.getByRole("status")).toHaveTextContent("You have been successfully subscribed to our newsletter!");

    act(() => vi.advanceTimersByTime(2999));
    expect(form().querySelector("[data-feedback]")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(form().querySelector("[data-feedback]")).toBeNull();
    expect(input()).toHaveValue("ann@shop.nl");
    act(() => vi.advanceTimersByTime(500));
    expect(input()).toHaveValue("");
  });

  it.each([
    ["failed", "An error occurred while subscribing you to our newsletter, please try again!", "error"],
    ["already-subscribed", "You are already subscribed to our newsletter!", "success"],
  ] as const)("answer %s: %s", async (result, message, icon) => {
    render(<NewsletterForm onSubscribe={() => Promise.resolve(result)} />);
    type("ann@shop.nl");
    submit();
    await settle();
    expect(form().querySelector("[data-feedback]")).toHaveAttribute("data-feedback", icon);
    expect(screen.getByRole("status")).toHaveTextContent(message);
  });

  it("treats a rejected call as failed and keeps the address for another try", async () => {
    const call = deferred();
    render(<NewsletterForm onSubscribe={() => call.promise} />);
    type("ann@shop.nl");
    submit();
    call.reject(new Error("network"));
    await settle();
    expect(form().querySelector("[data-feedback]")).toHaveAttribute("data-feedback", "error");
    act(() => vi.advanceTimersByTime(3500));
    expect(input()).toHaveValue("ann@shop.nl");
  });

  it("keeps a silent failure (§7 code 400; §8 message not shown) silent: no icon, empty status, address kept", async () => {
    const call = deferred();
    render(<NewsletterForm onSubscribe={() => call.promise} />);
    type("ann@shop.nl");
    submit();
    call.resolve("silent-failure");
    await settle();
    expect(form()).not.toHaveAttribute("aria-busy");
    expect(screen.getByRole("button")).toHaveTextContent("Subscribe");
    expect(form().querySelector("[data-feedback]")).toBeNull();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(3500));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(input()).toHaveValue("ann@shop.nl");
  });
});
