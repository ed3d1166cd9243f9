import type { ThunkAction, ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { selectStoreView, type ShopConfig } from "@shop/core";
import { useCallback, useEffect, useMemo } from "react";
import { useDispatch, useSelector } from "react-redux";
import type { CmsExtra } from "../cms.extra";
import { selectBlogEntry, selectIsPreview, selectNewsletter, selectStory, selectTheme } from "../cms.selectors";
import { blogPageKey, loadBlogPage, loadStory, loadTheme } from "../cms.thunks";
import type { CmsThunkState } from "../cms.thunk";
import { newsletterModalClosed } from "../newsletter.slice";
import { subscribeToNewsletter } from "../newsletter.thunks";
import { blogHeadLinks, blogTitle } from "../rules/blog";

type CmsDispatch = ThunkDispatch<CmsThunkState, CmsExtra, UnknownAction>;
export const useCmsDispatch = useDispatch.withTypes<CmsDispatch>();
export const useCmsSelector = useSelector.withTypes<CmsThunkState>();

const readConfig = (): ThunkAction<ShopConfig, CmsThunkState, CmsExtra, UnknownAction> => (_dispatch, _getState, extra) => extra.config;
function useCmsConfig(): ShopConfig {
  const dispatch = useCmsDispatch();
  return useMemo(() => dispatch(readConfig()), [dispatch]);
}

/** The story of a full slug (the draft while previewing), loaded once per key. */
export function useStory(fullSlug: string) {
  const dispatch = useCmsDispatch();
  const story = useCmsSelector((state) => selectStory(state, fullSlug));
  const status = useCmsSelector((state) => state.cms.stories[fullSlug]?.status ?? null);
  useEffect(() => {
    void dispatch(loadStory({ fullSlug })).catch(() => undefined);
  }, [dispatch, fullSlug]);
  return { story, status };
}

/** The current store view's theme (the draft while previewing). */
export function useTheme() {
  const dispatch = useCmsDispatch();
  const storeCode = useCmsSelector((state) => selectStoreView(state).storeCode);
  const theme = useCmsSelector((state) => selectTheme(state, storeCode));
  useEffect(() => {
    void dispatch(loadTheme({ storeCode })).catch(() => undefined);
  }, [dispatch, storeCode]);
  return theme;
}

/** One blog page with its title and head links (canonical with ?page=N, prev, next). */
export function useBlogPage(options: { page: number; path: string; slug?: string; title?: string | null }) {
  const dispatch = useCmsDispatch();
  const config = useCmsConfig();
  const slug = options.slug ?? "blog";
  const key = useCmsSelector((state) => blogPageKey(state, config, slug, options.page).key);
  const entry = useCmsSelector((state) => selectBlogEntry(state, key));
  useEffect(() => {
    void dispatch(loadBlogPage({ slug, page: options.page })).catch(() => undefined);
  }, [dispatch, slug, options.page]);
  const total = entry?.total ?? 0;
  return {
    stories: entry?.stories ?? [],
    total,
    status: entry?.status ?? null,
    title: blogTitle(options.title),
    headLinks: blogHeadLinks(options.path, options.page, total, config.blog.pageSize),
    pageSize: config.blog.pageSize,
    visiblePages: config.blog.paginationVisiblePages,
  };
}

/** The newsletter modal (opened by the store 8 s after load, once per browser) and its close. */
export function useNewsletterModal() {
  const dispatch = useCmsDispatch();
  const open = useCmsSelector((state) => selectNewsletter(state).modalOpen);
  const close = useCallback(() => dispatch(newsletterModalClosed()), [dispatch]);
  return { open, close };
}

/**
 * The newsletter form's subscribe and its timings from `ShopConfig.newsletter` (feedbackMs,
 * resetMs, debounceMs: the values @shop/ui's NewsletterForm takes as props).
 */
export function useNewsletterSubscribe() {
  const dispatch = useCmsDispatch();
  const config = useCmsConfig();
  const subscribe = useCallback((email: string, token?: string) => dispatch(subscribeToNewsletter({ email, ...(token !== undefined && { token }) })).unwrap(), [dispatch]);
  return { subscribe, feedbackMs: config.newsletter.feedbackMs, resetMs: config.newsletter.resetMs, debounceMs: config.newsletter.debounceMs };
}

export function useIsPreview(): boolean {
  return useCmsSelector(selectIsPreview);
}
