export {
  NEWSLETTER_EMAIL_MESSAGE,
  newsletterEmailSchema,
  newsletterStatusSchema,
  newsletterSubscribeReplySchema,
  newsletterSubscribeRequestSchema,
  type NewsletterStatus,
  type NewsletterSubscribeReply,
  type NewsletterSubscribeRequest,
} from "./newsletter.schemas";
// Content: stories, theme, blog, preview and live updates (presentation-content.md §3, §4, §7).
export * from "./content/safe-text";
export * from "./content/link.schemas";
export * from "./content/rich-text.schemas";
export * from "./content/blocks.schemas";
export * from "./content/theme.schemas";
export * from "./content/story.schemas";
export * from "./content/replies.schemas";
// The store part (docs/package-contract.md).
export { cmsPackage, type CmsPackageDeps } from "./cms.package";
export type { CmsExtra, CmsPackageExtra } from "./cms.extra";
export { createCmsThunk, type CmsThunkConfig, type CmsThunkState } from "./cms.thunk";
export { createCmsApi, contentServiceBase, liveStoryUrl, type CmsApi } from "./cms.api";
export { createCdpApi, cdpBase, cdpOverviewSchema, cdpContactIdSchema, type CdpApi, type CdpOverview } from "./cdp.api";
export { createCmsPageLookup } from "./cms-page-lookup";
export {
  cmsSlice,
  initialCmsState,
  storyLoading,
  storyLoaded,
  storyFailed,
  themeLoading,
  themeLoaded,
  themeFailed,
  blogLoading,
  blogLoaded,
  blogFailed,
  type BlogEntry,
  type CmsState,
  type LoadStatus,
  type StoryEntry,
  type ThemeEntry,
} from "./cms.slice";
export {
  cmsPreviewSlice,
  initialCmsPreviewState,
  previewValidating,
  previewStarted,
  previewRefused,
  draftLoaded,
  draftThemeLoaded,
  reloadRequested,
  reloadDone,
  previewEnded,
  type CmsPreviewState,
} from "./preview.slice";
export {
  cmsNewsletterSlice,
  initialCmsNewsletterState,
  CMS_NEWSLETTER_PERSISTED_KEYS,
  newsletterSubscribing,
  newsletterAnswered,
  cdpContactLoaded,
  newsletterModalOpened,
  newsletterModalClosed,
  type CmsNewsletterState,
} from "./newsletter.slice";
export { loadStory, loadTheme, loadBlogPage, blogPageKey } from "./cms.thunks";
export { startPreview, loadDraftStory, applyLiveEvent } from "./preview.thunks";
export { subscribeToNewsletter, loadCdpContact, updateCdpContact } from "./newsletter.thunks";
export {
  selectStory,
  selectStoryStatus,
  selectCurrentPage,
  selectTheme,
  selectBlogEntry,
  selectIsPreview,
  selectReloadRequested,
  selectNewsletter,
} from "./cms.selectors";
export { parsePreviewQuery, type PreviewQuery, type PreviewRequest } from "./rules/preview-query";
export { liveEventDecision, type LiveEventDecision } from "./rules/live-event";
export { BLOG_TITLE_FALLBACK, blogOffset, blogPageOf, blogSlugOf, blogCacheKey, blogTitle, blogPageCount, blogHeadLinks, type HeadLink } from "./rules/blog";
export { resolveContentLink, type ResolvedContentLink } from "./rules/content-link";
export { newsletterModalDelay } from "./rules/newsletter-modal";
export {
  NEWSLETTER_MESSAGES,
  newsletterNotification,
  newsletterOutcomeOfError,
  newsletterOutcomeOfReply,
  type NewsletterSubscribeOutcome,
} from "./rules/newsletter-result";
export {
  ga4Item,
  itemsValue,
  viewItemListEvent,
  viewItemEvent,
  addToCartEvent,
  removeFromCartEvent,
  viewCartEvent,
  beginCheckoutEvent,
  addShippingInfoEvent,
  addPaymentInfoEvent,
  purchaseEvent,
  checkoutOptionEvent,
  type CheckoutOptionEvent,
  type EcommerceEvent,
  type Ga4Item,
  type TagEvent,
  type TagItem,
} from "./tag-manager/events";
export { createTagManager, browserDataLayer, type DataLayer, type TagManager } from "./tag-manager/data-layer";
export { createHtmlSanitizer, type HtmlSanitizer } from "./safe-html";
export { pushTagEvent } from "./tag-manager/push-tag-event";
