import { defineShopPackage } from "@shop/core";
import type { SyncExtra } from "@shop/sync-queue";
import { createCdpApi } from "./cdp.api";
import { createCmsApi } from "./cms.api";
import type { CmsPackageExtra } from "./cms.extra";
import { cmsSlice } from "./cms.slice";
import { cmsNewsletterSlice, newsletterModalOpened } from "./newsletter.slice";
import { cmsPreviewSlice } from "./preview.slice";
import { newsletterModalDelay } from "./rules/newsletter-modal";
import { browserDataLayer, createTagManager, type DataLayer } from "./tag-manager/data-layer";

export interface CmsPackageDeps {
  /** Where tag-manager events go. Default: `window.dataLayer` in a browser store, none on a server. */
  dataLayer?: DataLayer | null;
}

/**
 * @shop/cms's part of the one store (docs/package-contract.md): the `cms` (published content,
 * hydrated), `cmsPreview` (token and drafts, never hydrated) and `cmsNewsletter` (the browser's
 * own) slices; `extra.cms` (content client, customer-data client, tag manager), built once per
 * store. Settings: `ShopConfig.cms`, `blog`, `newsletter`, `urlResolver.trailingSlash`. In a
 * browser it arms the newsletter modal's timer (8 s after load, once per browser) on `extra.clock`.
 */
export function cmsPackage(deps: CmsPackageDeps = {}) {
  return defineShopPackage({
    name: "@shop/cms",
    slices: [cmsSlice, cmsPreviewSlice, cmsNewsletterSlice],
    needs: ["api"],
    extra: (base: SyncExtra): { cms: CmsPackageExtra } => ({
      cms: {
        api: createCmsApi(base.api, base.config),
        cdp: createCdpApi(base.api, base.config),
        tagManager: createTagManager({
          id: base.config.cms.tagManagerId,
          dataLayer: deps.dataLayer !== undefined ? deps.dataLayer : base.runtime === "server" ? null : browserDataLayer(),
          ...(base.logger && { logger: base.logger }),
        }),
      },
    }),
    start: (store, extra) => {
      const state = store.getState() as { cmsNewsletter: { modalShown: boolean } };
      const delay = newsletterModalDelay({ runtime: extra.runtime ?? "browser", shown: state.cmsNewsletter.modalShown, delayMs: extra.config.newsletter.modalDelayMs });
      if (delay === null) return () => undefined;
      const handle = extra.clock.setTimeout(() => {
        // A persisted `modalShown` restored after start still wins.
        const now = store.getState() as { cmsNewsletter: { modalShown: boolean } };
        if (!now.cmsNewsletter.modalShown) store.dispatch(newsletterModalOpened());
      }, delay);
      return () => extra.clock.clearTimeout(handle);
    },
  });
}
