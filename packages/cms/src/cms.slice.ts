import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { BlogArticleStory, Story, ThemeStory } from "./content/story.schemas";

/** presentation-content.md §4 "Content story loading: states loading and loaded" (and failed, with its message). */
export type LoadStatus = "loading" | "loaded" | "failed";

export interface StoryEntry {
  status: LoadStatus;
  story: Story | null;
  error: string | null;
}

export interface ThemeEntry {
  status: LoadStatus;
  theme: ThemeStory | null;
  error: string | null;
}

/** §6 "Blog stories cache: keyed by store url + slug + size + offset, holding total and stories." */
export interface BlogEntry {
  status: LoadStatus;
  stories: BlogArticleStory[];
  total: number;
  error: string | null;
}

/**
 * The published content a page shows: stories per full slug, the theme per store view, blog
 * pages per cache key, and the current page. Rendered on the server, so hydrated; drafts and the
 * preview token are `cmsPreview`'s (never hydrated).
 */
export interface CmsState {
  stories: Record<string, StoryEntry>;
  themes: Record<string, ThemeEntry>;
  blog: Record<string, BlogEntry>;
  /** The full slug of the story whose component is page (§4 "becomes the current page"). */
  currentPage: string | null;
}

export const initialCmsState: CmsState = { stories: {}, themes: {}, blog: {}, currentPage: null };

export const cmsSlice = createSlice({
  name: "cms",
  initialState: initialCmsState,
  reducers: {
    storyLoading(state: CmsState, action: PayloadAction<{ key: string }>) {
      const previous = state.stories[action.payload.key];
      state.stories[action.payload.key] = { status: "loading", story: previous?.story ?? null, error: null };
    },
    storyLoaded(state: CmsState, action: PayloadAction<{ key: string; story: Story }>) {
      const { key, story } = action.payload;
      state.stories[key] = { status: "loaded", story, error: null };
      if (story.content.component === "page") state.currentPage = key;
    },
    storyFailed(state: CmsState, action: PayloadAction<{ key: string; error: string }>) {
      const previous = state.stories[action.payload.key];
      state.stories[action.payload.key] = { status: "failed", story: previous?.story ?? null, error: action.payload.error };
    },
    themeLoading(state: CmsState, action: PayloadAction<{ storeCode: string }>) {
      const previous = state.themes[action.payload.storeCode];
      state.themes[action.payload.storeCode] = { status: "loading", theme: previous?.theme ?? null, error: null };
    },
    themeLoaded(state: CmsState, action: PayloadAction<{ storeCode: string; theme: ThemeStory }>) {
      state.themes[action.payload.storeCode] = { status: "loaded", theme: action.payload.theme, error: null };
    },
    themeFailed(state: CmsState, action: PayloadAction<{ storeCode: string; error: string }>) {
      const previous = state.themes[action.payload.storeCode];
      state.themes[action.payload.storeCode] = { status: "failed", theme: previous?.theme ?? null, error: action.payload.error };
    },
    blogLoading(state: CmsState, action: PayloadAction<{ key: string }>) {
      const previous = state.blog[action.payload.key];
      state.blog[action.payload.key] = { status: "loading", stories: previous?.stories ?? [], total: previous?.total ?? 0, error: null };
    },
    blogLoaded(state: CmsState, action: PayloadAction<{ key: string; stories: BlogArticleStory[]; total: number }>) {
      state.blog[action.payload.key] = { status: "loaded", stories: action.payload.stories, total: action.payload.total, error: null };
    },
    blogFailed(state: CmsState, action: PayloadAction<{ key: string; error: string }>) {
      const previous = state.blog[action.payload.key];
      state.blog[action.payload.key] = { status: "failed", stories: previous?.stories ?? [], total: previous?.total ?? 0, error: action.payload.error };
    },
  },
});

export const { storyLoading, storyLoaded, storyFailed, themeLoading, themeLoaded, themeFailed, blogLoading, blogLoaded, blogFailed } = cmsSlice.actions;
