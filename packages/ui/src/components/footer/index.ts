export { Footer, type FooterProps, type FooterLinkColumn, type CopyrightItem } from "./Footer";
export { PaymentIcon, PAYMENT_METHODS, type PaymentMethod } from "./PaymentIcons";
