import { excludingTax, round2, taxIncluded } from "../../pricing/rules/money";

export interface TotalsLine {
  item_id: number;
  name: string;
  qty: number;
  /** Unit price including tax, options and tier price. */
  unitPriceInclTax: number;
  taxPercent: number;
  options: { label: string; value: string }[];
}

export interface TotalsInput {
  lines: TotalsLine[];
  shipping: { title: string; priceInclTax: number; taxPercent: number } | null;
  coupon: { code: string; kind: "percent" | "fixed"; amount: number } | null;
  discounts: { code: string; label: string; amount: number }[];
  currency: string;
}

/** Each line's row total incl. tax (unit × qty, rounded to cents) and their sum: the subtotal of the totals and of free shipping. */
export function rowTotalsInclTax(lines: readonly { unitPriceInclTax: number; qty: number }[]): { rows: number[]; subtotal: number } {
  const rows = lines.map((line) => round2(line.unitPriceInclTax * line.qty));
  return { rows, subtotal: round2(rows.reduce((sum, row) => sum + row, 0)) };
}

/** Spreads `total` over weights in cents, the rounding rest on the largest weight. */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => round2((total * weight) / sum));
  const rest = round2(total - shares.reduce((acc, share) => acc + share, 0));
  const largest = weights.indexOf(Math.max(...weights));
  shares[largest] = round2((shares[largest] ?? 0) + rest);
  return shares;
}

/**
 * Cart totals as a Magento-kind platform reports them. Prices include tax (commerce-core.md
 * §1): tax is the part inside each discounted row and inside shipping. The coupon applies
 * first, then fixed discounts, together never more than the subtotal. `discount_amount` is
 * negative on the totals and positive per line, as Magento sends it.
 */
export function calculateTotals(input: TotalsInput) {
  const { rows, subtotal: subtotalInclTax } = rowTotalsInclTax(input.lines);
  const couponAmount = input.coupon === null ? 0 : input.coupon.kind === "percent" ? round2((subtotalInclTax * input.coupon.amount) / 100) : input.coupon.amount;
  const discount = round2(Math.min(subtotalInclTax, couponAmount + input.discounts.reduce((sum, entry) => sum + entry.amount, 0)));
  const lineDiscounts = spread(discount, rows);
  const items = input.lines.map((line, index) => {
    const rowInclTax = rows[index] ?? 0;
    const lineDiscount = lineDiscounts[index] ?? 0;
    const taxAmount = taxIncluded(rowInclTax - lineDiscount, line.taxPercent);
    const rowTotal = excludingTax(rowInclTax, line.taxPercent);
    return {
      item_id: line.item_id,
      name: line.name,
      qty: line.qty,
      price: excludingTax(line.unitPriceInclTax, line.taxPercent),
      price_incl_tax: line.unitPriceInclTax,
      row_total: rowTotal,
      row_total_incl_tax: rowInclTax,
      row_total_with_discount: round2(rowTotal - (lineDiscount - (taxIncluded(rowInclTax, line.taxPercent) - taxAmount))),
      tax_amount: taxAmount,
      tax_percent: line.taxPercent,
      discount_amount: lineDiscount,
      discount_percent: rowInclTax === 0 ? 0 : round2((lineDiscount / rowInclTax) * 100),
      options: line.options,
    };
  });
  const shippingInclTax = input.shipping?.priceInclTax ?? 0;
  const shippingTax = input.shipping === null ? 0 : taxIncluded(shippingInclTax, input.shipping.taxPercent);
  const taxAmount = round2(items.reduce((sum, item) => sum + item.tax_amount, 0) + shippingTax);
  const subtotal = round2(items.reduce((sum, item) => sum + item.row_total, 0));
  const grandTotal = round2(subtotalInclTax - discount + shippingInclTax);
  const discountTitle = [input.coupon?.code, ...input.discounts.map((entry) => entry.code)].filter((code) => code !== undefined).join(", ");
  return {
    grand_total: grandTotal,
    base_grand_total: grandTotal,
    subtotal,
    subtotal_incl_tax: subtotalInclTax,
    subtotal_with_discount: round2(subtotal - (discount - round2(items.reduce((sum, item) => sum + taxIncluded(item.row_total_incl_tax, item.tax_percent) - item.tax_amount, 0)))),
    discount_amount: discount === 0 ? 0 : -discount,
    tax_amount: taxAmount,
    shipping_amount: round2(shippingInclTax - shippingTax),
    shipping_incl_tax: shippingInclTax,
    shipping_tax_amount: shippingTax,
    quote_currency_code: input.currency,
    base_currency_code: input.currency,
    coupon_code: input.coupon?.code ?? null,
    items_qty: input.lines.reduce((sum, line) => sum + line.qty, 0),
    items,
    total_segments: [
      { code: "subtotal", title: "Subtotal", value: subtotalInclTax },
      ...(input.shipping === null ? [] : [{ code: "shipping", title: `Shipping & Handling (${input.shipping.title})`, value: shippingInclTax }]),
      ...(discount === 0 ? [] : [{ code: "discount", title: `Discount (${discountTitle})`, value: -discount }]),
      { code: "tax", title: "Tax", value: taxAmount, area: "taxes" },
      { code: "grand_total", title: "Grand Total", value: grandTotal, area: "footer" },
    ],
  };
}
export type CalculatedTotals = ReturnType<typeof calculateTotals>;
