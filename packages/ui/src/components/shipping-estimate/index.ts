export { ShippingEstimate, type ShippingEstimateProps, type ShippingEstimateMethod } from "./ShippingEstimate";
