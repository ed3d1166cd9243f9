import { formatDate, formatPrice, type StoreView } from "@shop/core";
import type { AddressForm, LoyaltyTransaction as UserLoyaltyTransaction, OrderHistoryEntry, OrdersPage, PersonalCoupon } from "@shop/user";
import type { AccountAddress, AddressFormValues, LoyaltyCoupon, LoyaltyTransaction, OrderDetailData, OrderListItem } from "@shop/ui";

/** An amount in the store view's price format. */
const money = (amount: number, view: StoreView) => String(formatPrice(amount, view.i18n));

/** A date in the store view's format (commerce-core.md §9), or the text as given when it is no date. */
export function accountDate(iso: string, view: StoreView): string {
  try {
    return formatDate(iso, view.i18n);
  } catch {
    return iso;
  }
}

/** An order's page: /my-account/orders/{increment_id} (presentation-content.md §2 {orderId}). */
export const orderPath = (incrementId: string) => `/my-account/orders/${encodeURIComponent(incrementId)}`;

/** A history entry as a row of @shop/ui's OrderList. */
export function orderListItemOf(order: OrderHistoryEntry, view: StoreView, localize: (path: string) => string): OrderListItem {
  return {
    id: String(order.entity_id),
    number: order.increment_id,
    href: localize(orderPath(order.increment_id)),
    date: accountDate(order.created_at, view),
    status: order.status,
    itemCount: order.total_qty_ordered,
    total: money(order.grand_total, view),
  };
}

/** The order list's props of the loaded page (none loaded: an empty first page). */
export function orderListOf(page: OrdersPage | null, view: StoreView, localize: (path: string) => string) {
  return {
    orders: (page?.items ?? []).map((order) => orderListItemOf(order, view, localize)),
    currentPage: page?.currentPage ?? 1,
    totalCount: page?.totalCount ?? 0,
    ...(page !== null && { pageSize: page.pageSize }),
  };
}

/** The order list's ?page (1 when absent or not a positive whole number). */
export function orderPageOf(search: string): number {
  const raw = new URLSearchParams(search).get("page");
  if (raw === null || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

/** The address of a page of the order list: page 1 without ?page (as category listings, presentation-content.md §2). */
export const orderPageHref = (page: number, localize: (path: string) => string) => localize("/my-account/orders") + (page > 1 ? `?page=${page}` : "");

/** A history entry as @shop/ui's OrderDetail; a discount shows only when there is one. */
export function orderDetailOf(order: OrderHistoryEntry, view: StoreView): OrderDetailData {
  return {
    number: order.increment_id,
    date: accountDate(order.created_at, view),
    status: order.status,
    lines: order.items.map((line) => ({
      id: String(line.item_id),
      name: line.name,
      sku: line.sku,
      qty: line.qty_ordered,
      price: money(line.price_incl_tax, view),
      rowTotal: money(line.row_total_incl_tax, view),
    })),
    totals: {
      subtotal: money(order.subtotal_incl_tax, view),
      shipping: money(order.shipping_incl_tax, view),
      discount: order.discount_amount === 0 ? null : money(-Math.abs(order.discount_amount), view),
      tax: money(order.tax_amount, view),
      total: money(order.grand_total, view),
    },
    ...(order.shipping_description !== undefined && order.shipping_description !== "" && { shippingMethod: order.shipping_description }),
    ...(order.payment !== undefined && { paymentMethod: order.payment.method }),
  };
}

/** The account's addresses (form shape of @shop/user) as @shop/ui's AddressList cards; one without an id cannot be edited and is left out. */
export function accountAddressesOf(forms: readonly AddressForm[]): AccountAddress[] {
  return forms.flatMap((form) =>
    form.address_id === undefined
      ? []
      : [
          {
            id: String(form.address_id),
            streetAddress: form.streetAddress,
            apartmentNumber: form.apartmentNumber,
            affix: form.affix,
            city: form.city,
            zipCode: form.zipCode,
            country: form.country,
            is_default: form.is_default,
            address_type: form.address_type,
          },
        ],
  );
}

/**
 * What the address form saved, as @shop/user's form shape: an edit keeps the address's id and
 * the fields the form does not show (names, telephone), so saving never drops them.
 */
export function addressToSave(values: AddressFormValues, editing: AddressForm | undefined): AddressForm {
  return { ...(editing ?? {}), ...values };
}

/** The points balance: the balance after the newest transaction (none: 0). */
export function loyaltyPointsOf(transactions: readonly UserLoyaltyTransaction[]): number {
  let newest: UserLoyaltyTransaction | undefined;
  for (const transaction of transactions) if (newest === undefined || transaction.created_at > newest.created_at) newest = transaction;
  return newest?.balance ?? 0;
}

/** Transactions as @shop/ui's LoyaltyCard rows, newest first. */
export function loyaltyTransactionsOf(transactions: readonly UserLoyaltyTransaction[], view: StoreView): LoyaltyTransaction[] {
  return [...transactions]
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    .map((transaction) => ({ id: transaction.transaction_id, date: accountDate(transaction.created_at, view), description: transaction.description, points: transaction.points }));
}

/** A personal coupon as @shop/ui's LoyaltyCard coupon: a percentage, else an amount in the store's format. */
export function loyaltyCouponOf(coupon: PersonalCoupon, view: StoreView): LoyaltyCoupon {
  return {
    code: coupon.code,
    discount: coupon.discount_type === "percent" ? `${coupon.discount_amount}%` : money(coupon.discount_amount, view),
    ...(coupon.description !== "" && { description: coupon.description }),
    ...(coupon.expires_at !== null && { validUntil: accountDate(coupon.expires_at, view) }),
  };
}
