import type { PriceI18n } from "@shop/core";
import { useState } from "react";
import { cx } from "../../internal/cx";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import type { FacetToggle, FacetValue, ListingFacet, PriceRangeValue, SizeType } from "./rules/facet.types";
import { FACET_VISIBLE_VALUES, visibleFacetValues } from "./rules/facet-values";
import { priceRangeLabel } from "./rules/price-ranges";

export interface FacetPanelProps {
  facets: readonly ListingFacet[];
  /** A value was ticked or unticked: the app updates the `f.` query parameters (§5) and fetches. */
  onToggle: (toggle: FacetToggle) => void;
  /** The store view's price settings, for the §9 price range labels. */
  priceI18n?: PriceI18n | undefined;
  /** §3: 5 values before 'Show more'. */
  visibleValues?: number | undefined;
  /** Hides the panel's own 'Filters' heading (the bottom sheet has its title). */
  hideHeading?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

interface CheckRowProps {
  name: string;
  label: string;
  count: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  chip?: boolean;
}

/** One value: a native checkbox, its label and its count. A value no product has can only be unticked. */
function CheckRow({ name, label, count, checked, onChange, chip = false }: CheckRowProps) {
  const disabled = count === 0 && !checked;
  return (
    <li className={cx("shop-facet__option", chip && "shop-facet__option--chip")}>
      <label className={cx("shop-facet__label", disabled && "shop-facet__label--disabled")}>
        <input type="checkbox" className="shop-facet__checkbox" name={name} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
        <span className="shop-facet__text">{label}</span>
        <span className="shop-facet__count">{count}</span>
      </label>
    </li>
  );
}

function ValueList({ facetId, values, limit, onToggle }: { facetId: string; values: readonly FacetValue[]; limit: number; onToggle: FacetPanelProps["onToggle"] }) {
  const t = useTranslate();
  const listId = useDomId("shop-facet-values");
  const [expanded, setExpanded] = useState(false);
  const { shown, hiddenCount } = visibleFacetValues(values, expanded, limit);
  const expandable = values.length > limit;
  return (
    <>
      <ul id={listId} className="shop-facet__options">
        {shown.map((value) => (
          <CheckRow key={value.id} name={facetId} label={value.label} count={value.count} checked={value.selected} onChange={(selected) => onToggle({ facetId, valueId: value.id, selected })} />
        ))}
      </ul>
      {expandable && (
        <button type="button" className="shop-facet__more" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t("Show less") : t("Show more")}
          {!expanded && hiddenCount > 0 && <span className="shop-facet__more-count" aria-hidden="true">{` (+${hiddenCount})`}</span>}
        </button>
      )}
    </>
  );
}

function PriceRanges({ facetId, ranges, priceI18n, onToggle }: { facetId: string; ranges: readonly PriceRangeValue[]; priceI18n?: PriceI18n | undefined; onToggle: FacetPanelProps["onToggle"] }) {
  return (
    <ul className="shop-facet__options">
      {ranges.map((range) => (
        <CheckRow key={range.id} name={facetId} label={priceRangeLabel(range, priceI18n)} count={range.count} checked={range.selected} onChange={(selected) => onToggle({ facetId, valueId: range.id, selected })} />
      ))}
    </ul>
  );
}

/** The format shown first: the one holding a chosen size, else the first. */
const initialFormat = (type: SizeType) => (type.formats.find((format) => format.values.some((value) => value.selected)) ?? type.formats[0])?.id ?? "";

function SizeTypeBlock({ facetId, type, showTypeLabel, onToggle }: { facetId: string; type: SizeType; showTypeLabel: boolean; onToggle: FacetPanelProps["onToggle"] }) {
  const t = useTranslate();
  const [formatId, setFormatId] = useState(() => initialFormat(type));
  const format = type.formats.find((candidate) => candidate.id === formatId) ?? type.formats[0];
  const radioName = useDomId("shop-size-format");
  if (!format) return null;
  return (
    <div className="shop-facet__size-type">
      {showTypeLabel && <p className="shop-facet__size-type-label">{type.label}</p>}
      {type.formats.length > 1 && (
        <div role="radiogroup" aria-label={`${t("Size format")}: ${type.label}`} className="shop-facet__formats">
          {type.formats.map((candidate) => (
            <label key={candidate.id} className={cx("shop-facet__format", candidate.id === format.id && "shop-facet__format--current")}>
              <input type="radio" className="shop-visually-hidden" name={radioName} checked={candidate.id === format.id} onChange={() => setFormatId(candidate.id)} />
              {candidate.label}
            </label>
          ))}
        </div>
      )}
      <ul className="shop-facet__options shop-facet__options--chips">
        {format.values.map((value) => (
          <CheckRow key={value.id} chip name={facetId} label={value.label} count={value.count} checked={value.selected} onChange={(selected) => onToggle({ facetId, valueId: value.id, selected })} />
        ))}
      </ul>
    </div>
  );
}

function selectedCount(facet: ListingFacet): number {
  switch (facet.type) {
    case "checkbox":
      return facet.values.filter((value) => value.selected).length;
    case "price":
      return facet.ranges.filter((range) => range.selected).length;
    case "size":
      return facet.sizeTypes.reduce((sum, type) => sum + type.formats.reduce((inner, format) => inner + format.values.filter((value) => value.selected).length, 0), 0);
  }
}

/** One facet: a disclosure whose summary names the group of inputs (and counts its choices). */
function FacetGroup({ facet, onToggle, priceI18n, limit }: { facet: ListingFacet; onToggle: FacetPanelProps["onToggle"]; priceI18n?: PriceI18n | undefined; limit: number }) {
  const labelId = useDomId("shop-facet-label");
  const chosen = selectedCount(facet);
  return (
    <details className="shop-facet" open>
      <summary className="shop-facet__summary">
        <span id={labelId}>{facet.label}</span>
        {chosen > 0 && <span className="shop-facet__chosen">{chosen}</span>}
      </summary>
      <fieldset className="shop-facet__fieldset" aria-labelledby={labelId}>
        {facet.type === "checkbox" && <ValueList facetId={facet.id} values={facet.values} limit={limit} onToggle={onToggle} />}
        {facet.type === "price" && <PriceRanges facetId={facet.id} ranges={facet.ranges} priceI18n={priceI18n} onToggle={onToggle} />}
        {facet.type === "size" && facet.sizeTypes.map((type) => <SizeTypeBlock key={type.id} facetId={facet.id} type={type} showTypeLabel={facet.sizeTypes.length > 1} onToggle={onToggle} />)}
      </fieldset>
    </details>
  );
}

/**
 * The listing's facets (presentation-content.md §3 Facet, commerce-core.md §9 default filters
 * color, price, size, wever): each a collapsible group of checkboxes with product counts;
 * plain lists show 5 values and 'Show more' (a chosen value always shows), price ranges get
 * the §9 labels, sizes come per size type with a switch between its formats. Ticking a value
 * only reports it: the app changes the URL and fetches (§5 listing filters).
 */
export function FacetPanel({ facets, onToggle, priceI18n, visibleValues, hideHeading = false, headingLevel = 2, className }: FacetPanelProps) {
  const t = useTranslate();
  const headingId = useDomId("shop-facets");
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx("shop-facets", className)} aria-labelledby={hideHeading ? undefined : headingId} aria-label={hideHeading ? t("Filters") : undefined}>
      {!hideHeading && (
        <Heading id={headingId} className="shop-facets__title">
          {t("Filters")}
        </Heading>
      )}
      {facets.map((facet) => (
        <FacetGroup key={facet.id} facet={facet} onToggle={onToggle} priceI18n={priceI18n} limit={visibleValues ?? FACET_VISIBLE_VALUES} />
      ))}
    </section>
  );
}
