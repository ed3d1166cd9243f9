import { applyLiveEvent, liveStoryUrl, selectReloadRequested, selectStory, startPreview, type Story } from "@shop/cms";
import { useCmsDispatch, useCmsSelector } from "@shop/cms/react";
import { useEffect, useState } from "react";
import { useShop } from "../../app/shop-context";

/** The live bridge's event names (the api's server-sent events are named by their action). */
const LIVE_EVENTS = ["input", "published", "changed"] as const;

export type LivePreview =
  | { status: "starting" }
  | { status: "no-request" }
  | { status: "refused"; message: string }
  | { status: "on"; story: Story; release: string | null };

/**
 * The preview route's work in the browser (presentation-content.md §2 /storyblok, §4 Preview
 * mode): validates the editor's link (`startPreview`: query per `parsePreviewQuery`), loads the
 * draft story, then listens to the live bridge (`liveStoryUrl`) and hands each event to
 * `applyLiveEvent` ('input' updates the story in place; 'published'/'changed' ask for a
 * reload, done here). Nothing of it runs on the server: the token and drafts never reach the
 * server render or its cache.
 */
export function useLivePreview(search: string): LivePreview {
  const { config } = useShop();
  const dispatch = useCmsDispatch();
  const [started, setStarted] = useState<LivePreview>({ status: "starting" });
  const previewToken = useCmsSelector((state) => state.cmsPreview.previewToken);
  const reload = useCmsSelector(selectReloadRequested);
  const fullSlug = started.status === "on" ? started.story.full_slug : "";
  const live = useCmsSelector((state) => (fullSlug === "" ? null : selectStory(state, fullSlug)));

  useEffect(() => {
    let current = true;
    dispatch(startPreview({ query: new URLSearchParams(search) }))
      .unwrap()
      .then((result) => {
        if (!current) return;
        const release = new URLSearchParams(search).get("_storyblok_release") ?? new URLSearchParams(search).get("release");
        setStarted(result === null ? { status: "no-request" } : { status: "on", story: result.story, release: release !== null && release !== "0" && release !== "" ? release : null });
      })
      .catch((error: unknown) => {
        if (current) setStarted({ status: "refused", message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      current = false;
    };
  }, [dispatch, search]);

  const storyId = started.status === "on" ? started.story.id : null;
  const release = started.status === "on" ? started.release : null;
  useEffect(() => {
    if (storyId === null || previewToken === null || typeof EventSource === "undefined") return;
    const source = new EventSource(liveStoryUrl(config, { storyId, previewToken, release }));
    const onEvent = (event: MessageEvent<string>) => {
      try {
        void dispatch(applyLiveEvent({ event: JSON.parse(event.data) as unknown }));
      } catch {
        // Not JSON: no event of the bridge; ignored like one that fails the schema.
      }
    };
    for (const name of LIVE_EVENTS) source.addEventListener(name, onEvent);
    return () => source.close();
  }, [config, dispatch, storyId, previewToken, release]);

  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);

  if (started.status === "on" && live !== null) return { ...started, story: live };
  return started;
}
