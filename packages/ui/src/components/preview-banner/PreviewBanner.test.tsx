import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PreviewBanner } from "./PreviewBanner";

describe("PreviewBanner (presentation-content.md §4 preview mode)", () => {
  it("tells the editor drafts show, names the release and exits", async () => {
    const onExit = vi.fn();
    render(<PreviewBanner release="Winter sale" onExit={onExit} />);
    const banner = screen.getByRole("complementary", { name: "Preview mode" });
    expect(banner).toHaveTextContent("Preview mode You are viewing draft content. Release: Winter sale");
    await userEvent.click(screen.getByRole("button", { name: "Exit preview" }));
    expect(onExit).toHaveBeenCalledOnce();
  });

  it("has no release and no button when not given", () => {
    render(<PreviewBanner />);
    expect(screen.getByRole("complementary")).not.toHaveTextContent("Release");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
