import { fireEvent, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LOOKS } from "../../fixtures/content-blocks";
import { Lookbook } from "./Lookbook";

describe("Lookbook (shop-the-look: an image with linked product hotspots)", () => {
  it("places a hotspot button per product and lists the look's products", () => {
    const { container } = render(<Lookbook looks={LOOKS} trailingSlash />);
    expect(screen.getByRole("heading", { level: 1, name: "Lookbook" })).toBeInTheDocument();
    const look = within(screen.getByRole("region", { name: "Autumn in the city" }));
    expect(look.getByRole("heading", { level: 2, name: "Autumn in the city" })).toBeInTheDocument();
    expect(look.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(["Show Wool-blend coat", "Show Merino crew-neck pullover", "Show Slim-fit chinos"]);
    expect(container.querySelector<HTMLElement>(".shop-look__hotspot")!.style.getPropertyValue("--x")).toBe("45%");
    // The list under the picture links every product (with the SEO trailing slash).
    expect(look.getByRole("link", { name: "Slim-fit chinos" })).toHaveAttribute("href", "/p/TR-1020/slim-fit-chinos/");
  });

  it("a hotspot opens its product card; Escape closes it and focuses the hotspot", async () => {
    render(<Lookbook looks={LOOKS} />);
    const coat = screen.getByRole("button", { name: "Show Wool-blend coat" });
    const card = document.getElementById(coat.getAttribute("aria-controls")!)!;
    expect(card).not.toBeVisible();
    await userEvent.click(coat);
    expect(coat).toHaveAttribute("aria-expanded", "true");
    expect(card).toBeVisible();
    expect(within(card).getByRole("link", { name: "Wool-blend coat" })).toHaveAttribute("href", "/p/CO-3001/wool-blend-coat");
    expect(within(card).getByText("€ 249,95")).toBeInTheDocument();
    // Another spot closes the first.
    await userEvent.click(screen.getByRole("button", { name: "Show Merino crew-neck pullover" }));
    expect(coat).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Show Merino crew-neck pullover" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Show Merino crew-neck pullover" })).toHaveAttribute("aria-expanded", "false");
  });

  it("a press outside the picture closes the card", async () => {
    render(<Lookbook looks={LOOKS} />);
    const coat = screen.getByRole("button", { name: "Show Wool-blend coat" });
    await userEvent.click(coat);
    fireEvent.pointerDown(document.body);
    expect(coat).toHaveAttribute("aria-expanded", "false");
  });

  it("says when there are no looks", () => {
    render(<Lookbook looks={[]} title="Lookbook autumn" />);
    expect(screen.getByRole("heading", { level: 1, name: "Lookbook autumn" })).toBeInTheDocument();
    expect(screen.getByText("There are no looks yet.")).toBeInTheDocument();
  });
});
