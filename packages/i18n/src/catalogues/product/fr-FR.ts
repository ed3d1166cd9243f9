import type { ProductMessageKey } from "../../product-messages";

/** French product page texts ("vous", like the rest of fr-FR). */
export const productFrFR: Readonly<Record<ProductMessageKey, string>> = {
  "Product images": "Images du produit",
  "Previous image": "Image précédente",
  "Next image": "Image suivante",
  "Image {{index}} of {{count}}": "Image {{index}} sur {{count}}",
  "Video {{index}} of {{count}}": "Vidéo {{index}} sur {{count}}",
  "Size guide": "Guide des tailles",
  Required: "Obligatoire",
  "More colours": "Autres coloris",
  Chest: "Poitrine",
  Waist: "Tour de taille",
  Length: "Longueur",
  "Measurements in cm": "Mesures en cm",
  Details: "Détails",
};
