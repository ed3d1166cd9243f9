import { spawnNotification } from "@shop/core";
import { createCmsThunk } from "./cms.thunk";
import { cdpContactLoaded, newsletterAnswered, newsletterSubscribing } from "./newsletter.slice";
import { newsletterNotification, newsletterOutcomeOfError, newsletterOutcomeOfReply, type NewsletterSubscribeOutcome } from "./rules/newsletter-result";

/**
 * presentation-content.md §7 Newsletter: subscribe with email and token; 'already subscribed'
 * is a warning, a 400 fails silently, `contact_id` is stored. Never rejects: the outcome is the
 * result (the form's `NewsletterResult`), and §8's message is spawned (none for a 400).
 */
export const subscribeToNewsletter = createCmsThunk<NewsletterSubscribeOutcome, { email: string; token?: string }>("cms/subscribeToNewsletter", async (request, { dispatch, extra }) => {
  dispatch(newsletterSubscribing());
  let outcome: NewsletterSubscribeOutcome;
  let contactId: string | undefined;
  try {
    const reply = await extra.cms.api.subscribeNewsletter(request);
    outcome = newsletterOutcomeOfReply(reply);
    contactId = reply.contact_id;
  } catch (error) {
    outcome = newsletterOutcomeOfError(error);
  }
  dispatch(newsletterAnswered({ outcome, ...(contactId !== undefined && { contactId }) }));
  const notification = newsletterNotification(outcome);
  if (notification) await dispatch(spawnNotification(notification));
  return outcome;
});

/** §7 Customer-data platform: the contact of a user's external_id and its overview; silent (null when unknown or failing). */
export const loadCdpContact = createCmsThunk<string | null, { externalId: string }>("cms/loadCdpContact", async ({ externalId }, { dispatch, extra }) => {
  const contactId = await extra.cms.cdp.contactId(externalId);
  if (contactId === null) return null;
  const overview = await extra.cms.cdp.overview(contactId);
  dispatch(cdpContactLoaded({ contactId, overview }));
  return contactId;
});

/** PATCH the stored contact's changed attributes; silent. */
export const updateCdpContact = createCmsThunk<boolean, Record<string, string | number | boolean | null>>("cms/updateCdpContact", async (changes, { dispatch, getState, extra }) => {
  const { contactId } = getState().cmsNewsletter;
  if (contactId === null) return false;
  const overview = await extra.cms.cdp.update(contactId, changes);
  if (overview === null) return false;
  dispatch(cdpContactLoaded({ contactId, overview }));
  return true;
});
