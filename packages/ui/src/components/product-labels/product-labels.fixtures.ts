import type { ProductLabel } from "./rules/label-corners";

/** Labels for stories and tests: one per position code plus extras, in AA-contrast colours. */
export const LABEL_FIXTURES = {
  newTopLeft: { type: 1, position: 0, label_text: "New", label_background_color: "#1b1b1b", label_text_color: "#ffffff" },
  saleTopRight: { type: 1, position: 2, label_text: "Sale", label_background_color: "#a6192e", label_text_color: "#ffffff" },
  ecoBottomLeft: { type: 1, position: 6, label_text: "Eco", label_background_color: "#1e6b3a", label_text_color: "#ffffff" },
  onlineBottomRight: { type: 1, position: 8, label_text: "Online only", label_background_color: "#1f4e8c", label_text_color: "#ffffff" },
  secondTopLeft: { type: 1, position: 0, label_text: "Bestseller", label_background_color: "#765800", label_text_color: "#ffffff" },
  unknownPosition: { type: 1, position: 5, label_text: "Limited", label_background_color: "#a82c63", label_text_color: "#ffffff" },
  productPageOnly: { type: 2, position: 2, label_text: "Free shipping", label_background_color: "#1f4e8c", label_text_color: "#ffffff" },
} satisfies Record<string, ProductLabel>;

export const FOUR_CORNERS: ProductLabel[] = [
  LABEL_FIXTURES.newTopLeft,
  LABEL_FIXTURES.saleTopRight,
  LABEL_FIXTURES.ecoBottomLeft,
  LABEL_FIXTURES.onlineBottomRight,
];
