import { renderHook } from "@testing-library/react";
import type * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { useDomId } from "./use-dom-id";

// React's useId has used colons (":r0:"); a colon breaks `#id` selectors.
const reactId = vi.hoisted(() => ({ value: null as string | null }));
vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return { ...react, useId: () => reactId.value ?? react.useId() };
});

describe("useDomId", () => {
  it("is the prefix and React's id with its colons removed", () => {
    reactId.value = ":r5:";
    expect(renderHook(() => useDomId("shop-field")).result.current).toBe("shop-field-r5");
    reactId.value = null;
  });

  it("differs between instances, stays put across renders and works as a selector", () => {
    const first = renderHook(() => useDomId("shop-field"));
    const second = renderHook(() => useDomId("shop-field"));
    expect(first.result.current).not.toBe(second.result.current);
    const before = first.result.current;
    first.rerender();
    expect(first.result.current).toBe(before);
    expect(() => document.querySelector(`#${before}`)).not.toThrow();
  });
});
