import { newsletterStatusChanged } from "./user.slice";
import { createUserThunk } from "./user.thunk";

/** The e-mail a newsletter call is for: the one given, else the profile's. */
const emailFor = (given: string | undefined, state: { user: { current: { email: string } | null; newsletter: { email: string | null } } }) => {
  const email = given ?? state.user.current?.email ?? state.user.newsletter.email;
  if (!email) throw new Error("A newsletter call needs an e-mail address (none given and no profile)");
  return email;
};

/** GET subscribe?email: whether the address is subscribed. */
export const loadNewsletterStatus = createUserThunk<boolean, { email?: string } | undefined>("user/loadNewsletterStatus", async (arg, { dispatch, getState, extra }) => {
  const email = emailFor(arg?.email, getState());
  const isSubscribed = await extra.user.api.newsletterStatus(email);
  dispatch(newsletterStatusChanged({ email, isSubscribed }));
  return isSubscribed;
});

export type NewsletterOutcome = "done" | "skipped";

/** Subscribe; skipped when already subscribed (commerce-core.md §4 Newsletter). */
export const subscribeNewsletter = createUserThunk<NewsletterOutcome, { email?: string } | undefined>("user/subscribeNewsletter", async (arg, { dispatch, getState, extra }) => {
  const state = getState();
  const email = emailFor(arg?.email, state);
  if (state.user.newsletter.isSubscribed === true && state.user.newsletter.email === email) return "skipped";
  await extra.user.api.subscribe(email);
  dispatch(newsletterStatusChanged({ email, isSubscribed: true }));
  return "done";
});

/** Unsubscribe; skipped when not subscribed (commerce-core.md §4 Newsletter). */
export const unsubscribeNewsletter = createUserThunk<NewsletterOutcome, { email?: string } | undefined>("user/unsubscribeNewsletter", async (arg, { dispatch, getState, extra }) => {
  const state = getState();
  const email = emailFor(arg?.email, state);
  if (state.user.newsletter.isSubscribed !== true || state.user.newsletter.email !== email) return "skipped";
  await extra.user.api.unsubscribe(email);
  dispatch(newsletterStatusChanged({ email, isSubscribed: false }));
  return "done";
});
