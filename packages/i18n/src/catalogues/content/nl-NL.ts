import type { ContentMessageKey } from "../../content-messages";

/** Dutch content texts (informal "je", like the rest of nl-NL). */
export const contentNlNL: Readonly<Record<ContentMessageKey, string>> = {
  "There are no articles yet.": "Er zijn nog geen artikelen.",
  "The articles could not be loaded.": "De artikelen konden niet worden geladen.",
  "Back to the blog": "Terug naar de blog",
  "City or postcode": "Plaats of postcode",
  "Use my location": "Gebruik mijn locatie",
  "Stores found: {{count}}": "Gevonden winkels: {{count}}",
  "No stores found for “{{query}}”.": "Geen winkels gevonden voor “{{query}}”.",
  "{{distance}} km away": "{{distance}} km hiervandaan",
  "Opening hours": "Openingstijden",
  "The stores could not be loaded.": "De winkels konden niet worden geladen.",
  "Shop the look": "Shop de look",
  "Show {{product}}": "Toon {{product}}",
  "Products in this look": "Artikelen in deze look",
  "There are no looks yet.": "Er zijn nog geen looks.",
  "Subscribe and be the first to hear about new arrivals and offers.": "Schrijf je in en hoor als eerste over nieuwe collecties en aanbiedingen.",
  "Preview mode": "Voorbeeldmodus",
  "You are viewing draft content.": "Je bekijkt conceptinhoud.",
  "Release: {{release}}": "Publicatie: {{release}}",
  "Exit preview": "Voorbeeld sluiten",
  "This is no preview link: it needs a story id, space id, timestamp and token.": "Dit is geen voorbeeldlink: er ontbreekt een story-id, space-id, tijdstempel of token.",
  "The preview link was refused: it is wrong or has expired.": "De voorbeeldlink is geweigerd: hij klopt niet of is verlopen.",
};
