import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Story, ThemeStory } from "./content/story.schemas";
import type { PreviewRequest } from "./rules/preview-query";

/**
 * Preview mode (presentation-content.md §4): the editor's request, the preview token that
 * opens drafts, and the drafts shown. Never hydrated and never persisted: the token must not
 * reach a cached page or another visitor.
 */
export interface CmsPreviewState {
  status: "off" | "validating" | "on" | "refused";
  request: Omit<PreviewRequest, "token"> | null;
  previewToken: string | null;
  /** Drafts by full slug (and by story id for the live bridge's lookups). */
  drafts: Record<string, Story>;
  /** Draft themes per store code. */
  themes: Record<string, ThemeStory>;
  /** Set when a live event asks the page to reload (§4); the app reloads and clears it. */
  reloadRequested: boolean;
  error: string | null;
}

export const initialCmsPreviewState: CmsPreviewState = { status: "off", request: null, previewToken: null, drafts: {}, themes: {}, reloadRequested: false, error: null };

export const cmsPreviewSlice = createSlice({
  name: "cmsPreview",
  initialState: initialCmsPreviewState,
  reducers: {
    previewValidating(_state: CmsPreviewState, action: PayloadAction<PreviewRequest>): CmsPreviewState {
      const { token: _editorToken, ...request } = action.payload;
      return { ...initialCmsPreviewState, status: "validating", request };
    },
    previewStarted(state: CmsPreviewState, action: PayloadAction<{ previewToken: string }>) {
      state.status = "on";
      state.previewToken = action.payload.previewToken;
    },
    previewRefused(state: CmsPreviewState, action: PayloadAction<{ error: string }>) {
      state.status = "refused";
      state.previewToken = null;
      state.error = action.payload.error;
    },
    draftLoaded(state: CmsPreviewState, action: PayloadAction<{ story: Story }>) {
      state.drafts[action.payload.story.full_slug] = action.payload.story;
    },
    draftThemeLoaded(state: CmsPreviewState, action: PayloadAction<{ storeCode: string; theme: ThemeStory }>) {
      state.themes[action.payload.storeCode] = action.payload.theme;
    },
    reloadRequested(state: CmsPreviewState) {
      state.reloadRequested = true;
    },
    reloadDone(state: CmsPreviewState) {
      state.reloadRequested = false;
    },
    previewEnded(): CmsPreviewState {
      return initialCmsPreviewState;
    },
  },
});

export const { previewValidating, previewStarted, previewRefused, draftLoaded, draftThemeLoaded, reloadRequested, reloadDone, previewEnded } = cmsPreviewSlice.actions;
