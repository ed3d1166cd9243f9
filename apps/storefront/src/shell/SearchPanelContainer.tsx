import { formatPrice } from "@shop/core";
import { useAutocomplete } from "@shop/search/react";
import { SearchPanel, type AutocompleteSuggestions } from "@shop/ui";
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { useShop } from "../app/shop-context";
import { imageUrlBuilder } from "./image-url";
import { useUiFlags } from "./ui-flags";

/**
 * The search sidebar 'Search for products' (presentation-content.md §2): autocomplete from the
 * search service (@shop/search: 500 ms after typing stops, 3 or more characters, §5); Enter
 * closes it and opens the search results for the text; a product suggestion opens its page.
 */
export function SearchPanelContainer() {
  const { config, view, localize } = useShop();
  const flags = useUiFlags();
  const navigate = useNavigate();
  const autocomplete = useAutocomplete();
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);
  const suggestions = useMemo<AutocompleteSuggestions | null>(
    () =>
      autocomplete.status === "idle"
        ? null
        : {
            phrases: autocomplete.phrases.map((phrase) => ({ text: phrase.q })),
            products: autocomplete.products.map((product) => ({
              key: product.sku,
              title: product.title,
              link: product.link,
              imageSrc: product.image[0] === undefined ? null : imageUrl(product.image[0].src, 128, 160),
              price: String(formatPrice(product.price.special ?? product.price.regular, view.i18n)),
            })),
          },
    [autocomplete, imageUrl, view.i18n],
  );
  const search = (query: string) => {
    flags.close();
    void navigate(`${localize("/catalogsearch/result/")}?q=${encodeURIComponent(query)}`);
  };
  return (
    <SearchPanel
      open={flags.open === "search"}
      onClose={flags.close}
      onSubmit={search}
      // The package times the calls (its debounce and minimum); the panel hands every keystroke on.
      onAutocomplete={autocomplete.onInput}
      debounceMs={0}
      minChars={1}
      suggestions={suggestions}
      suggestionsLoading={autocomplete.status === "loading"}
      onChooseProduct={(product) => {
        flags.close();
        void navigate(product.link);
      }}
    />
  );
}
