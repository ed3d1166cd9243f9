import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "../modal-host/Modal";
import { Sidebar } from "./Sidebar";

/** A sidebar whose 'Size guide' button opens a modal on top of it. */
function Page({ onClose }: { onClose: () => void }) {
  const [guide, setGuide] = useState(false);
  return (
    <>
      <Sidebar open title="Shopping cart" onClose={onClose}>
        <button type="button" onClick={() => setGuide(true)}>
          Size guide
        </button>
      </Sidebar>
      {guide && (
        <Modal title="Size guide" onClose={() => setGuide(false)}>
          <button type="button">Centimetres</button>
        </Modal>
      )}
    </>
  );
}

describe("Sidebar (presentation-content.md §2 Sidebars)", () => {
  it("leaves an Escape pressed in a modal on top of it to that modal", () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Size guide" }));
    fireEvent.keyDown(screen.getByRole("button", { name: "Centimetres" }), { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Size guide" })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByRole("button", { name: "Size guide" }), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes on a click on its overlay", () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    fireEvent.click(screen.getByTestId("overlay"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
