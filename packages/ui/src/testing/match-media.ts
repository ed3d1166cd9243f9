import { vi } from "vitest";

/**
 * jsdom has no matchMedia: install one answering from the given viewport width and
 * reduced-motion preference (min-width/max-width and prefers-reduced-motion queries only).
 */
export function stubMatchMedia({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }): void {
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (query.includes("prefers-reduced-motion")) return reducedMotion;
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** jsdom has no PointerEvent: a MouseEvent with a pointerId, so clientX/clientY reach the handlers. */
export function stubPointerEvent(): void {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  vi.stubGlobal("PointerEvent", PointerEventStub);
}
