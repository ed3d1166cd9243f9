import type { LoyaltyTransaction, LoyaltyTransactionDetail, PersonalCoupon } from "./loyalty.schemas";
import { loyaltyTransactionOpened, loyaltyTransactionsLoaded, personalCouponsLoaded } from "./user.slice";
import { createUserThunk } from "./user.thunk";

/** The customer's loyalty transactions (commerce-core.md §7 "GET transaction list"). */
export const loadLoyaltyTransactions = createUserThunk<LoyaltyTransaction[], undefined>("user/loadLoyaltyTransactions", async (_arg, { dispatch, extra }) => {
  const transactions = await extra.user.api.loyaltyTransactions();
  dispatch(loyaltyTransactionsLoaded(transactions));
  return transactions;
});

/** One transaction by transaction_id, as the current transaction (commerce-core.md §3 Loyalty). */
export const loadLoyaltyTransaction = createUserThunk<LoyaltyTransactionDetail, { transactionId: string }>(
  "user/loadLoyaltyTransaction",
  async ({ transactionId }, { dispatch, extra }) => {
    const transaction = await extra.user.api.loyaltyTransaction(transactionId);
    dispatch(loyaltyTransactionOpened(transaction));
    return transaction;
  },
);

/** The personal coupons (personal pricing client's `ppr_coupon_result`). */
export const loadPersonalCoupons = createUserThunk<PersonalCoupon[], undefined>("user/loadPersonalCoupons", async (_arg, { dispatch, extra }) => {
  const coupons = await extra.user.api.personalCoupons();
  dispatch(personalCouponsLoaded(coupons));
  return coupons;
});
