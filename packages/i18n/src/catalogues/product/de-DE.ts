import type { ProductMessageKey } from "../../product-messages";

/** German product page texts (formal "Sie", like the rest of de-DE). */
export const productDeDE: Readonly<Record<ProductMessageKey, string>> = {
  "Product images": "Produktbilder",
  "Previous image": "Vorheriges Bild",
  "Next image": "Nächstes Bild",
  "Image {{index}} of {{count}}": "Bild {{index}} von {{count}}",
  "Video {{index}} of {{count}}": "Video {{index}} von {{count}}",
  "Size guide": "Größentabelle",
  Required: "Pflichtfeld",
  "More colours": "Weitere Farben",
  Chest: "Brust",
  Waist: "Taille",
  Length: "Länge",
  "Measurements in cm": "Maße in cm",
  Details: "Produktdetails",
};
