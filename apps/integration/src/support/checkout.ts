import type { Product } from "@shop/catalog-pricing";
import { addToCart, type AddableProduct } from "@shop/cart";
import { chooseShippingMethod, savePaymentDetails, savePersonalDetails, saveShippingAddress } from "@shop/checkout";
import type { createCheckoutTestStore } from "@shop/checkout/testing";
import type { SyncClient } from "@shop/sync-queue";
import { orderHistoryReplySchema, tokenReplySchema } from "@shop/user";

type CheckoutTest = ReturnType<typeof createCheckoutTestStore>;

/** A Dutch shipping address of the seeded postcode table. */
export const NL_ADDRESS = {
  firstName: "Emma",
  lastName: "de Vries",
  country: "NL",
  streetAddress: "Coolsingel",
  apartmentNumber: "40",
  city: "Rotterdam",
  zipCode: "3011AD",
  phoneNumber: "0101234567",
};

/** The first `count` simple products in stock with room to sell (qty above 7). */
export function inStockProducts(simples: readonly Product[]): AddableProduct[] {
  return simples.filter((product) => product.stock?.is_in_stock === true && (product.stock?.qty ?? 0) > 7) as AddableProduct[];
}

/** Cart → details → methods, as the checkout page does: a line, personal details, the NL address, the first shipping method, `paymentMethod`. */
export async function fillCheckout(test: CheckoutTest, options: { product: AddableProduct; email: string; paymentMethod: string; qty?: number }) {
  const { store } = test;
  await store.dispatch(addToCart({ products: [{ product: options.product, qty: options.qty ?? 1 }] })).unwrap();
  await store.dispatch(savePersonalDetails({ firstName: "Emma", lastName: "de Vries", emailAddress: options.email })).unwrap();
  await store.dispatch(saveShippingAddress(NL_ADDRESS)).unwrap();
  const method = store.getState().checkout.shippingMethods[0];
  if (!method) throw new Error("no shipping method for NL");
  await store.dispatch(chooseShippingMethod({ carrierCode: method.carrier_code, methodCode: method.method_code })).unwrap();
  await store.dispatch(savePaymentDetails({ paymentMethod: options.paymentMethod })).unwrap();
}

/** Logs in through the api's login endpoint (@shop/user's store part is built elsewhere). */
export async function loginToken(api: SyncClient, username: string, password: string): Promise<string> {
  const { result } = await api.request({ method: "POST", path: "/api/ext/{ext}/login", body: { username, password }, schema: tokenReplySchema });
  return result;
}

/** The customer's order history with `token` (first page). */
export async function orderHistory(api: SyncClient, token: string) {
  return api.get("/api/ext/{ext}/order-history", { schema: orderHistoryReplySchema, query: { token } });
}
