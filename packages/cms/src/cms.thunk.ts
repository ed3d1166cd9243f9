import { createAsyncThunk, type CreateAsyncThunkFunction } from "@reduxjs/toolkit";
import type { NotificationsState, StoreContextState } from "@shop/core";
import type { CmsExtra } from "./cms.extra";
import type { CmsState } from "./cms.slice";
import type { CmsNewsletterState } from "./newsletter.slice";
import type { CmsPreviewState } from "./preview.slice";

/** The part of the app's state @shop/cms reads. */
export interface CmsThunkState {
  cms: CmsState;
  cmsPreview: CmsPreviewState;
  cmsNewsletter: CmsNewsletterState;
  notifications: NotificationsState;
  storeContext: StoreContextState;
}

export type CmsThunkConfig = { state: CmsThunkState; extra: CmsExtra };

export const createCmsThunk: CreateAsyncThunkFunction<CmsThunkConfig> = createAsyncThunk.withTypes<CmsThunkConfig>();

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
