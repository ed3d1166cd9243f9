import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NewsletterModal } from "./NewsletterModal";

describe("NewsletterModal (presentation-content.md §2 newsletter modal, §4/§5 newsletter form)", () => {
  it("shows nothing until told to open", () => {
    render(<NewsletterModal open={false} onClose={vi.fn()} onSubscribe={vi.fn()} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is a dialog with the title, the subtitle and the newsletter form", async () => {
    const onSubscribe = vi.fn().mockResolvedValue("subscribed");
    render(<NewsletterModal open onClose={vi.fn()} onSubscribe={onSubscribe} title="Stay in style" subtitle="News from the atelier." />);
    const dialog = within(screen.getByRole("dialog", { name: "Stay in style" }));
    expect(dialog.getByText("News from the atelier.")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Subscribe" }));
    // §5 validation of the reused form.
    expect(dialog.getByText("Please provide an valid e-mail address")).toBeInTheDocument();
    await userEvent.type(dialog.getByRole("textbox", { name: "E-mail address" }), "ann@shop.example{Enter}");
    expect(onSubscribe).toHaveBeenCalledWith("ann@shop.example");
    await waitFor(() => expect(dialog.getByRole("status")).toHaveTextContent("You have been successfully subscribed to our newsletter!"));
  });

  it("falls back to our title and subtitle; Escape and the close button close it", async () => {
    const onClose = vi.fn();
    render(<NewsletterModal open onClose={onClose} onSubscribe={vi.fn()} />);
    expect(screen.getByRole("dialog", { name: "Get 10% off with our newsletter" })).toBeInTheDocument();
    expect(screen.getByText("Subscribe and be the first to hear about new arrivals and offers.")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
