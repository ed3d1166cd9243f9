// @vitest-environment jsdom
import { configureStore } from "@reduxjs/toolkit";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { describe, expect, it, vi } from "vitest";
import { useRehydrated } from "./use-rehydrated";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const storeWith = (cart: object) => configureStore({ reducer: { cart: (state: object = cart) => state } });

function Probe() {
  return <p>{useRehydrated("cart") ? "restored" : "loading"}</p>;
}

describe("useRehydrated", () => {
  it("is false on the server even when the store says restored (no persistence there)", () => {
    expect(renderToString(<Provider store={storeWith({ _persist: { rehydrated: true } })}><Probe /></Provider>)).toContain("loading");
  });

  it("hydrates with the server's answer although the browser's store is already restored, then turns true (no mismatch)", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Provider store={storeWith({})}><Probe /></Provider>);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Provider store={storeWith({ _persist: { rehydrated: true } })}><Probe /></Provider>, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe("restored");
    errors.mockRestore();
  });

  it("stays false in the browser until redux-persist marked the slice restored", async () => {
    const container = document.createElement("div");
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      createRoot(container).render(<Provider store={storeWith({ _persist: { rehydrated: false } })}><Probe /></Provider>);
    });
    expect(container.textContent).toBe("loading");
  });
});
