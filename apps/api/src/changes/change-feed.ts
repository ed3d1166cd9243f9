/**
 * What changed in the shop's data, as tags ("product:SH-1", "story:en/home", "theme:en"), for
 * those who keep copies of it: storefront servers drop the cached pages that show it (issue 21
 * "Invalidation"). In process: every open /api/changes stream gets every change.
 */
export interface ChangeFeed {
  publish(tags: readonly string[]): void;
  subscribe(listener: (tags: readonly string[]) => void, onClose: () => void): () => void;
  /** How many streams listen (tests, diagnostics). */
  listeners(): number;
  /** Ends every stream (the server is closing). */
  close(): void;
}

export function createChangeFeed(): ChangeFeed {
  const subscriptions = new Set<{ listener: (tags: readonly string[]) => void; onClose: () => void }>();
  return {
    publish(tags) {
      const unique = [...new Set(tags)];
      if (unique.length === 0) return;
      for (const entry of subscriptions) entry.listener(unique);
    },
    subscribe(listener, onClose) {
      const entry = { listener, onClose };
      subscriptions.add(entry);
      return () => subscriptions.delete(entry);
    },
    listeners: () => subscriptions.size,
    close() {
      for (const entry of subscriptions) entry.onClose();
      subscriptions.clear();
    },
  };
}

/**
 * The tags of a story's change: the story under its slugs, the store's theme for a theme part
 * ("en/config/menu"), the store's blog overview for an article ("en/blog/…").
 */
export function storyChangeTags(fullSlugs: readonly string[]): string[] {
  const tags: string[] = [];
  for (const slug of fullSlugs) {
    tags.push(`story:${slug}`);
    const [storeCode, folder] = slug.split("/");
    if (folder === "config" && storeCode !== undefined) tags.push(`theme:${storeCode}`);
    if (folder === "blog" && storeCode !== undefined) tags.push(`blog:${storeCode}`);
  }
  return tags;
}

/** The tags of a stock or catalogue change of products (their pages and the listings showing them). */
export function productChangeTags(skus: readonly string[]): string[] {
  return skus.length === 0 ? [] : [...skus.map((sku) => `product:${sku}`), "listing"];
}
