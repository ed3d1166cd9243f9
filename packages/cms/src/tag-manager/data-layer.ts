import type { Logger } from "@shop/core";
import type { TagEvent } from "./events";

/** Where events go: `window.dataLayer` in a browser (the app passes it), an array in tests, none on a server. */
export interface DataLayer {
  push(...entries: object[]): unknown;
}

export interface TagManager {
  readonly id: string | null;
  push(event: TagEvent): void;
}

/**
 * The tag manager over a data layer. GA4 asks to clear the previous `ecommerce` object before
 * an e-commerce event, so one is pushed as `{ecommerce: null}` first. No id: a warning is
 * logged once (presentation-content.md §8 "Tag manager id missing: warning logged") and events
 * still go to the layer (a container added later reads them).
 */
export function createTagManager(options: { id: string | null; dataLayer: DataLayer | null; logger?: Logger }): TagManager {
  let warned = false;
  return {
    id: options.id,
    push(event) {
      if (options.id === null && !warned) {
        warned = true;
        options.logger?.warn("[cms] No tag-manager id is set (cms.tagManagerId): events go to the dataLayer only", undefined);
      }
      if (!options.dataLayer) return;
      options.dataLayer.push({ ecommerce: null });
      options.dataLayer.push(event);
    },
  };
}

/** The browser's `window.dataLayer`, created when missing; null outside a browser. */
export function browserDataLayer(): DataLayer | null {
  const target = globalThis as { window?: { dataLayer?: object[] } };
  if (target.window === undefined) return null;
  target.window.dataLayer ??= [];
  return target.window.dataLayer;
}
