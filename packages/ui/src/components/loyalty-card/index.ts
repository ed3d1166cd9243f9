export { LoyaltyCard, type LoyaltyCardProps, type LoyaltyCoupon, type LoyaltyTransaction } from "./LoyaltyCard";
