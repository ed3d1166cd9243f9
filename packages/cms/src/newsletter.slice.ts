import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { CdpOverview } from "./cdp.api";
import type { NewsletterSubscribeOutcome } from "./rules/newsletter-result";

/**
 * The newsletter and the customer-data contact (presentation-content.md §6, §7): the stored
 * contact_id, the enriched data, the modal (once per browser) and the last subscribe's outcome.
 * The browser's own: `CMS_NEWSLETTER_PERSISTED_KEYS` are persisted by the app, never hydrated.
 */
export interface CmsNewsletterState {
  contactId: string | null;
  overview: CdpOverview | null;
  status: "idle" | "subscribing";
  lastOutcome: NewsletterSubscribeOutcome | null;
  /** The modal was opened once in this browser (persisted: it never opens again). */
  modalShown: boolean;
  modalOpen: boolean;
}

export const initialCmsNewsletterState: CmsNewsletterState = { contactId: null, overview: null, status: "idle", lastOutcome: null, modalShown: false, modalOpen: false };

/** The redux-persist whitelist of `cmsNewsletter` (docs/package-contract.md §10). */
export const CMS_NEWSLETTER_PERSISTED_KEYS = ["contactId", "modalShown"] as const satisfies readonly (keyof CmsNewsletterState)[];

export const cmsNewsletterSlice = createSlice({
  name: "cmsNewsletter",
  initialState: initialCmsNewsletterState,
  reducers: {
    newsletterSubscribing(state: CmsNewsletterState) {
      state.status = "subscribing";
      state.lastOutcome = null;
    },
    newsletterAnswered(state: CmsNewsletterState, action: PayloadAction<{ outcome: NewsletterSubscribeOutcome; contactId?: string }>) {
      state.status = "idle";
      state.lastOutcome = action.payload.outcome;
      if (action.payload.contactId !== undefined) state.contactId = action.payload.contactId;
    },
    cdpContactLoaded(state: CmsNewsletterState, action: PayloadAction<{ contactId: string; overview: CdpOverview | null }>) {
      state.contactId = action.payload.contactId;
      state.overview = action.payload.overview;
    },
    newsletterModalOpened(state: CmsNewsletterState) {
      state.modalOpen = true;
      state.modalShown = true;
    },
    newsletterModalClosed(state: CmsNewsletterState) {
      state.modalOpen = false;
    },
  },
});

export const { newsletterSubscribing, newsletterAnswered, cdpContactLoaded, newsletterModalOpened, newsletterModalClosed } = cmsNewsletterSlice.actions;
