export { OrderReview, type OrderReviewProps, type ReviewedStep } from "./OrderReview";
