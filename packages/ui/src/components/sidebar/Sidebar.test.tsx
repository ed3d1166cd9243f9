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

/** A modal whose 'Change password' button opens a sidebar on top of it. */
function ModalPage({ onCloseModal }: { onCloseModal: () => void }) {
  const [sidebar, setSidebar] = useState(false);
  return (
    <>
      <Modal title="My account" onClose={onCloseModal}>
        <button type="button" onClick={() => setSidebar(true)}>
          Change password
        </button>
      </Modal>
      <Sidebar open={sidebar} title="Change password" onClose={() => setSidebar(false)}>
        <button type="button">Current password</button>
      </Sidebar>
    </>
  );
}

describe("Sidebar (presentation-content.md §2 Sidebars)", () => {
  it("on top of a modal, takes the Escape pressed in it for itself: the modal stays open", () => {
    const onCloseModal = vi.fn();
    render(<ModalPage onCloseModal={onCloseModal} />);
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    fireEvent.keyDown(screen.getByRole("button", { name: "Current password" }), { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Change password" })).toBeNull();
    expect(onCloseModal).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByRole("button", { name: "Change password" }), { key: "Escape" });
    expect(onCloseModal).toHaveBeenCalledTimes(1);
  });

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
