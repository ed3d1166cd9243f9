export { ProductPage, type ProductPageProps, type ProductDetail } from "./ProductPage";
