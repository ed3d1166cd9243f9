import type { LiveEvent } from "@shop/cms";

type Listener = (event: LiveEvent) => void;

/**
 * The open previews' subscriptions (server-sent events): by story, and by release for a preview
 * of a release (0: the draft). Saving or publishing a story sends its event to those listening.
 */
export interface LiveHub {
  subscribe(storyId: number, releaseId: number, listener: Listener, onClose: () => void): () => void;
  publish(storyId: number, releaseId: number | "all", event: LiveEvent): void;
  /** How many previews listen to a story (tests, diagnostics). */
  listeners(storyId: number): number;
  /** Ends every open stream (the server is closing). */
  close(): void;
}

export function createLiveHub(): LiveHub {
  const subscriptions = new Map<number, Set<{ releaseId: number; listener: Listener; onClose: () => void }>>();
  return {
    subscribe(storyId, releaseId, listener, onClose) {
      const entry = { releaseId, listener, onClose };
      const set = subscriptions.get(storyId) ?? new Set();
      set.add(entry);
      subscriptions.set(storyId, set);
      return () => {
        set.delete(entry);
        if (set.size === 0) subscriptions.delete(storyId);
      };
    },
    publish(storyId, releaseId, event) {
      for (const entry of subscriptions.get(storyId) ?? []) if (releaseId === "all" || entry.releaseId === releaseId) entry.listener(event);
    },
    listeners: (storyId) => subscriptions.get(storyId)?.size ?? 0,
    close() {
      for (const set of subscriptions.values()) for (const entry of set) entry.onClose();
      subscriptions.clear();
    },
  };
}
