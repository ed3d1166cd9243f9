/**
 * commerce-core.md §5: an add is refused with 'Product price is unknown, product cannot be
 * added to the cart!' when `price_incl_tax` is below zero (`useZeroPriceProduct` on, the
 * default reading: zero-price products are allowed) or zero or less (off, the stricter
 * reading). A missing or non-numeric price is unknown in both readings.
 */
export function hasKnownPrice(product: { price_incl_tax?: unknown }, useZeroPriceProduct: boolean): boolean {
  const price = product.price_incl_tax;
  if (typeof price !== "number" || !Number.isFinite(price)) return false;
  return useZeroPriceProduct ? price >= 0 : price > 0;
}
