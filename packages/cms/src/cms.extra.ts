import type { SyncExtra } from "@shop/sync-queue";
import type { CdpApi } from "./cdp.api";
import type { CmsApi } from "./cms.api";
import type { TagManager } from "./tag-manager/data-layer";

/** What @shop/cms adds to `extra` (under `extra.cms`), built once per store by `cmsPackage`. */
export interface CmsPackageExtra {
  api: CmsApi;
  cdp: CdpApi;
  tagManager: TagManager;
}

export type CmsExtra = SyncExtra & { cms: CmsPackageExtra };
