export { default } from "@shop/eslint-config";
