import type { ProductMessageKey } from "../../product-messages";

/** Dutch product page texts (informal "je", like the rest of nl-NL). */
export const productNlNL: Readonly<Record<ProductMessageKey, string>> = {
  "Product images": "Productafbeeldingen",
  "Previous image": "Vorige afbeelding",
  "Next image": "Volgende afbeelding",
  "Image {{index}} of {{count}}": "Afbeelding {{index}} van {{count}}",
  "Video {{index}} of {{count}}": "Video {{index}} van {{count}}",
  "Size guide": "Maattabel",
  Required: "Verplicht",
  "More colours": "Meer kleuren",
  Chest: "Borst",
  Waist: "Taille",
  Length: "Lengte",
  "Measurements in cm": "Maten in cm",
  Details: "Kenmerken",
};
