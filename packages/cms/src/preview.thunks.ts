import { selectStoreView } from "@shop/core";
import type { LiveEvent } from "./content/replies.schemas";
import { liveEventSchema } from "./content/replies.schemas";
import type { Story } from "./content/story.schemas";
import { createCmsThunk, errorMessage } from "./cms.thunk";
import { draftLoaded, draftThemeLoaded, previewRefused, previewStarted, previewValidating, reloadRequested } from "./preview.slice";
import { liveEventDecision, type LiveEventDecision } from "./rules/live-event";
import { parsePreviewQuery, type PreviewQuery } from "./rules/preview-query";

/**
 * The /storyblok route (presentation-content.md §2, §4 Preview mode, §7 "get a preview token
 * (spaceId, timestamp, token), load a draft story (id, previewToken, release)"): validates the
 * editor's query, keeps the preview token, loads the draft story and the draft theme. Null when
 * the query is no preview request; a refused token leaves preview mode off (status "refused").
 */
export const startPreview = createCmsThunk<{ story: Story } | null, { query: PreviewQuery }>("cms/startPreview", async ({ query }, { dispatch, getState, extra }) => {
  const request = parsePreviewQuery(query);
  if (request === null) return null;
  dispatch(previewValidating(request));
  let previewToken: string;
  try {
    previewToken = await extra.cms.api.validateEditor({ spaceId: request.spaceId, timestamp: request.timestamp, token: request.token });
  } catch (error) {
    dispatch(previewRefused({ error: errorMessage(error) }));
    throw error;
  }
  dispatch(previewStarted({ previewToken }));
  const storeCode = selectStoreView(getState()).storeCode;
  const [story, theme] = await Promise.all([
    extra.cms.api.draftStory({ id: request.storyId, previewToken, release: request.release }),
    extra.cms.api.draftTheme({ storeCode, previewToken, release: request.release }),
  ]);
  dispatch(draftLoaded({ story }));
  dispatch(draftThemeLoaded({ storeCode, theme }));
  return { story };
});

/** A draft story by id or full slug, with the preview token in state (none: refused). */
export const loadDraftStory = createCmsThunk<Story, { id: string }>("cms/loadDraftStory", async ({ id }, { dispatch, getState, extra }) => {
  const { previewToken, request } = getState().cmsPreview;
  if (previewToken === null) throw new Error("A draft needs a preview token: open the preview route first");
  const story = await extra.cms.api.draftStory({ id, previewToken, release: request?.release ?? null });
  dispatch(draftLoaded({ story }));
  return story;
});

/**
 * Applies one event of the live bridge (§4): 'input' updates the story in place, 'published' and
 * 'changed' ask the app to reload (`cmsPreview.reloadRequested`) unless only the slug changed.
 * The app owns the EventSource and hands each event's data here (`liveStoryUrl` gives its address).
 */
export const applyLiveEvent = createCmsThunk<LiveEventDecision, { event: LiveEvent | unknown }>("cms/applyLiveEvent", ({ event }, { dispatch }) => {
  const parsed = liveEventSchema.parse(event);
  const decision = liveEventDecision(parsed);
  if (parsed.action === "input") dispatch(draftLoaded({ story: parsed.story }));
  else if (decision.kind === "reload") dispatch(reloadRequested());
  return decision;
});
