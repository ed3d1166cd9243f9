import { childAttributeValue, isChildAvailable } from "@shop/core";
import type { ConfigurableChild, Product } from "../product.schemas";

/** Chosen attribute values by attribute code, e.g. `{ color_ois: "51", size_ois: "163" }`. */
export type VariantConfiguration = Readonly<Record<string, string | number>>;

interface WantedValue {
  code: string;
  text: string;
  number: number;
}

const wantedValues = (configuration: VariantConfiguration): WantedValue[] =>
  Object.entries(configuration).map(([code, value]) => ({ code, text: String(value), number: Number(value) }));

/** Compares without allocating: numbers as numbers, text as text (ids come both ways). */
function hasValue(child: ConfigurableChild, wanted: WantedValue): boolean {
  const own = (child as Record<string, unknown>)[wanted.code];
  if (typeof own === "number") return own === wanted.number;
  if (typeof own === "string") return own === wanted.text;
  return childAttributeValue(child, wanted.code) === wanted.text;
}

function matchesAll(child: ConfigurableChild, wanted: readonly WantedValue[]): boolean {
  for (const value of wanted) if (!hasValue(child, value)) return false;
  return true;
}

export function childMatches(child: ConfigurableChild, configuration: VariantConfiguration): boolean {
  return matchesAll(child, wantedValues(configuration));
}

export interface VariantChoice {
  variant: ConfigurableChild | undefined;
  /** True when the chosen combination itself is available (not the fallback). */
  matched: boolean;
  /** The configuration that describes the chosen variant (the default's when it fell back). */
  configuration: Record<string, string>;
}

/** The configuration of a child over the product's configurable attributes. */
export function configurationOf(product: Pick<Product, "configurable_options">, child: ConfigurableChild): Record<string, string> {
  const configuration: Record<string, string> = {};
  for (const option of product.configurable_options ?? []) {
    const value = childAttributeValue(child, option.attribute_code);
    if (value !== undefined) configuration[option.attribute_code] = value;
  }
  return configuration;
}

/**
 * commerce-core.md §4 / presentation-content.md §4 Variant choice: the first available
 * child that matches the chosen attributes; if none matches, the default (the first
 * available child) when `fallbackToDefault`; else none ('No available product variants').
 */
export function chooseVariant(product: Pick<Product, "configurable_children" | "configurable_options">, configuration: VariantConfiguration, fallbackToDefault: boolean): VariantChoice {
  let fallback: ConfigurableChild | undefined;
  const wanted = wantedValues(configuration);
  for (const child of product.configurable_children ?? []) {
    if (!isChildAvailable(child)) continue;
    if (matchesAll(child, wanted)) return { variant: child, matched: true, configuration: { ...configurationOf(product, child) } };
    fallback ??= child;
  }
  if (fallbackToDefault && fallback !== undefined) return { variant: fallback, matched: false, configuration: configurationOf(product, fallback) };
  return { variant: undefined, matched: false, configuration: Object.fromEntries(Object.entries(configuration).map(([code, value]) => [code, String(value)])) };
}
