import type { ShopConfig, StoreView } from "@shop/core";

/** The PostgreSQL text search configurations (stemmer and stop words) of the shop's languages. */
const CONFIG_OF_LANGUAGE: Record<string, string> = { nl: "dutch", en: "english", de: "german", fr: "french" };

/** The text search configuration of a store view's language; "simple" (no stemming) for any other. */
export function textConfigOf(view: StoreView): string {
  const language = view.i18n.defaultLocale.split("-")[0]?.toLowerCase() ?? "";
  return CONFIG_OF_LANGUAGE[language] ?? "simple";
}

/** The text search configuration of the store view whose index this is ("simple" for an unknown index). */
export function textConfigOfIndex(config: ShopConfig, index: string): string {
  const view = Object.values(config.storeViews.views).find((entry) => entry.search.index === index);
  return view === undefined ? "simple" : textConfigOf(view);
}
