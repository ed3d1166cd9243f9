/**
 * presentation-content.md §2 "Product cards link to the product link with a trailing slash
 * enforced": the slash goes on the path, before any query or fragment.
 */
export function withTrailingSlash(link: string): string {
  const match = /^([^?#]*)(.*)$/.exec(link);
  const path = match?.[1] ?? link;
  const rest = match?.[2] ?? "";
  return path.endsWith("/") ? link : `${path}/${rest}`;
}

export interface ConfigurableCardProduct {
  configurable_options?: readonly { attribute_code: string }[];
  errors?: Readonly<Record<string, string | null | undefined>> | null;
}

/** §4 "The add button stays disabled until a configuration is chosen": every configurable attribute has a value. */
export function missingConfiguration(product: ConfigurableCardProduct, selected: Readonly<Record<string, string>>): string[] {
  return (product.configurable_options ?? []).map((option) => option.attribute_code).filter((code) => !selected[code]);
}

/** The product's error messages (commerce-core.md §3 `errors`), empty ones left out. */
export function productErrors(product: ConfigurableCardProduct): string[] {
  return Object.values(product.errors ?? {}).filter((message): message is string => typeof message === "string" && message.trim() !== "");
}

/** §5 "Add-to-cart button is disabled while adding, when a configuration is missing, or when the product has errors." */
export function addToCartBlocked(product: ConfigurableCardProduct, selected: Readonly<Record<string, string>>, adding: boolean): boolean {
  return adding || missingConfiguration(product, selected).length > 0 || productErrors(product).length > 0;
}
