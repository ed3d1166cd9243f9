import { Fragment } from "react";
import { cx } from "../../internal/cx";
import { SearchIcon } from "../../internal/icons";
import { useTranslate } from "../../text/text-context";
import { autocompleteChoices, autocompleteOptionId, type AutocompleteChoice, type AutocompleteSuggestions } from "./rules/autocomplete.types";
import { highlightParts } from "./rules/highlight";

export interface SearchAutocompleteProps {
  /** The listbox's id: the search field's aria-controls. */
  id: string;
  /** The typed text, marked in every suggestion. */
  query: string;
  suggestions: AutocompleteSuggestions;
  /** The option the keys moved to (aria-activedescendant), or null. */
  activeIndex: number | null;
  onChoose: (choice: AutocompleteChoice) => void;
  className?: string;
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className="shop-autocomplete__match">
            {part.text}
          </mark>
        ) : (
          // Plain text, so the option's name keeps its spaces ("oxford shirt").
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * The autocomplete dropdown of the search panel (presentation-content.md §3 autocomplete
 * result): a listbox with a group of phrase suggestions and a group of product suggestions
 * (picture, title, price), the typed text marked in each. It shows what it is given (the
 * package decides when to ask, §5: 3 characters, 500 ms); the field that owns it moves the
 * active option with the keys (SearchPanel). A pointer picks an option without taking the
 * focus from the field.
 */
export function SearchAutocomplete({ id, query, suggestions, activeIndex, onChoose, className }: SearchAutocompleteProps) {
  const t = useTranslate();
  const choices = autocompleteChoices(suggestions);
  const phraseCount = suggestions.phrases.length;
  const option = (choice: AutocompleteChoice, index: number) => {
    const active = index === activeIndex;
    const common = {
      id: autocompleteOptionId(id, index),
      role: "option" as const,
      "aria-selected": active,
      className: cx("shop-autocomplete__option", `shop-autocomplete__option--${choice.kind}`, active && "shop-autocomplete__option--active"),
      // Keeps the focus (and the on-screen keyboard) in the search field.
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
      onClick: () => onChoose(choice),
    };
    if (choice.kind === "phrase") {
      return (
        <li key={`phrase-${choice.phrase.text}`} {...common}>
          <SearchIcon size={16} className="shop-autocomplete__phrase-icon" />
          <span className="shop-autocomplete__text">
            <Highlighted text={choice.phrase.text} query={query} />
          </span>
        </li>
      );
    }
    const { product } = choice;
    return (
      <li key={`product-${product.key}`} {...common}>
        <span className="shop-autocomplete__thumb">{product.imageSrc && <img src={product.imageSrc} alt="" width={48} height={60} loading="lazy" decoding="async" />}</span>
        <span className="shop-autocomplete__product">
          <span className="shop-autocomplete__text">
            <Highlighted text={product.title} query={query} />
          </span>
          {product.price && <span className="shop-autocomplete__price">{product.price}</span>}
        </span>
      </li>
    );
  };
  return (
    <div id={id} role="listbox" aria-label={t("Search suggestions")} className={cx("shop-autocomplete", className)}>
      {phraseCount > 0 && (
        <ul role="group" aria-label={t("Suggestions")} className="shop-autocomplete__group">
          <li role="presentation" aria-hidden="true" className="shop-autocomplete__heading">
            {t("Suggestions")}
          </li>
          {choices.slice(0, phraseCount).map((choice, index) => option(choice, index))}
        </ul>
      )}
      {choices.length > phraseCount && (
        <ul role="group" aria-label={t("Products")} className="shop-autocomplete__group">
          <li role="presentation" aria-hidden="true" className="shop-autocomplete__heading">
            {t("Products")}
          </li>
          {choices.slice(phraseCount).map((choice, index) => option(choice, phraseCount + index))}
        </ul>
      )}
    </div>
  );
}
