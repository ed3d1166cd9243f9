import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SHOPPER_POSITION, STORE_LOCATIONS } from "../../fixtures/content-blocks";
import { StoreLocator } from "./StoreLocator";

const names = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("StoreLocator (issue 19: list, search by city or postcode, distance)", () => {
  it("lists every store with address, phone and opening hours", () => {
    render(<StoreLocator stores={STORE_LOCATIONS} />);
    expect(names()).toEqual(["Amsterdam Kalverstraat", "Utrecht Oudegracht", "Rotterdam Lijnbaan", "Den Haag Hoogstraat", "Düsseldorf Königsallee"]);
    expect(screen.getByRole("status")).toHaveTextContent("Stores found: 5");
    const amsterdam = within(screen.getAllByRole("listitem")[0]!);
    expect(amsterdam.getByText(/Kalverstraat 112/)).toBeInTheDocument();
    expect(amsterdam.getByRole("link", { name: "+31 20 123 45 67" })).toHaveAttribute("href", "tel:+31201234567");
    expect(amsterdam.getByText("Tue–Fri").nextElementSibling).toHaveTextContent("10:00–18:00");
  });

  it("searches by city (accents ignored) and by postcode as the shopper types", async () => {
    const onQueryChange = vi.fn();
    render(<StoreLocator stores={STORE_LOCATIONS} onQueryChange={onQueryChange} />);
    const field = screen.getByRole("searchbox", { name: "City or postcode" });
    await userEvent.type(field, "dusseldorf");
    expect(names()).toEqual(["Düsseldorf Königsallee"]);
    await userEvent.clear(field);
    await userEvent.type(field, "3511az");
    expect(names()).toEqual(["Utrecht Oudegracht"]);
    expect(onQueryChange).toHaveBeenLastCalledWith("3511az");
  });

  it("says when nothing matches", async () => {
    render(<StoreLocator stores={STORE_LOCATIONS} initialQuery="Groningen" />);
    expect(screen.getByRole("status")).toHaveTextContent("No stores found for “Groningen”.");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("sorts nearest first with distances once the position is known; 'Use my location' asks the app", async () => {
    const onUseMyLocation = vi.fn();
    const { rerender } = render(<StoreLocator stores={STORE_LOCATIONS} onUseMyLocation={onUseMyLocation} />);
    await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
    expect(onUseMyLocation).toHaveBeenCalledOnce();
    rerender(<StoreLocator stores={STORE_LOCATIONS} onUseMyLocation={onUseMyLocation} origin={SHOPPER_POSITION} />);
    expect(names()).toEqual(["Den Haag Hoogstraat", "Rotterdam Lijnbaan", "Utrecht Oudegracht", "Amsterdam Kalverstraat", "Düsseldorf Königsallee"]);
    expect(screen.getByText("8.1 km away")).toBeInTheDocument();
  });

  it("loading and error states", async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<StoreLocator stores={[]} loading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    rerender(<StoreLocator stores={[]} error onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("The stores could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
