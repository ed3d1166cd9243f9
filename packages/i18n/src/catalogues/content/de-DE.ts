import type { ContentMessageKey } from "../../content-messages";

/** German content texts (formal "Sie", like the rest of de-DE). */
export const contentDeDE: Readonly<Record<ContentMessageKey, string>> = {
  "There are no articles yet.": "Es gibt noch keine Artikel.",
  "The articles could not be loaded.": "Die Artikel konnten nicht geladen werden.",
  "Back to the blog": "Zurück zum Blog",
  "City or postcode": "Ort oder Postleitzahl",
  "Use my location": "Meinen Standort verwenden",
  "Stores found: {{count}}": "Gefundene Geschäfte: {{count}}",
  "No stores found for “{{query}}”.": "Keine Geschäfte gefunden für „{{query}}“.",
  "{{distance}} km away": "{{distance}} km entfernt",
  "Opening hours": "Öffnungszeiten",
  "The stores could not be loaded.": "Die Geschäfte konnten nicht geladen werden.",
  "Shop the look": "Den Look shoppen",
  "Show {{product}}": "{{product}} anzeigen",
  "Products in this look": "Artikel in diesem Look",
  "There are no looks yet.": "Es gibt noch keine Looks.",
  "Subscribe and be the first to hear about new arrivals and offers.": "Melden Sie sich an und erfahren Sie als Erster von neuen Kollektionen und Angeboten.",
  "Preview mode": "Vorschaumodus",
  "You are viewing draft content.": "Sie sehen Entwurfsinhalte.",
  "Release: {{release}}": "Veröffentlichung: {{release}}",
  "Exit preview": "Vorschau beenden",
  "This is no preview link: it needs a story id, space id, timestamp and token.": "Dies ist kein Vorschaulink: Es fehlen Story-ID, Space-ID, Zeitstempel oder Token.",
  "The preview link was refused: it is wrong or has expired.": "Der Vorschaulink wurde abgelehnt: Er ist falsch oder abgelaufen.",
};
