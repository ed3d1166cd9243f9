import type { ContentMessageKey } from "../../content-messages";

/** French content texts ("vous", like the rest of fr-FR). */
export const contentFrFR: Readonly<Record<ContentMessageKey, string>> = {
  "There are no articles yet.": "Il n’y a pas encore d’articles.",
  "The articles could not be loaded.": "Les articles n’ont pas pu être chargés.",
  "Back to the blog": "Retour au blog",
  "City or postcode": "Ville ou code postal",
  "Use my location": "Utiliser ma position",
  "Stores found: {{count}}": "Magasins trouvés\u202f: {{count}}",
  "No stores found for “{{query}}”.": "Aucun magasin trouvé pour «\u202f{{query}}\u202f».",
  "{{distance}} km away": "à {{distance}} km",
  "Opening hours": "Horaires d’ouverture",
  "The stores could not be loaded.": "Les magasins n’ont pas pu être chargés.",
  "Shop the look": "Acheter le look",
  "Show {{product}}": "Afficher {{product}}",
  "Products in this look": "Articles de ce look",
  "There are no looks yet.": "Il n’y a pas encore de looks.",
  "Subscribe and be the first to hear about new arrivals and offers.": "Inscrivez-vous et soyez le premier informé des nouveautés et des offres.",
  "Preview mode": "Mode aperçu",
  "You are viewing draft content.": "Vous consultez un contenu en brouillon.",
  "Release: {{release}}": "Version\u202f: {{release}}",
  "Exit preview": "Quitter l’aperçu",
  "This is no preview link: it needs a story id, space id, timestamp and token.": "Ce n’est pas un lien d’aperçu\u202f: il manque l’identifiant de la story, de l’espace, l’horodatage ou le jeton.",
  "The preview link was refused: it is wrong or has expired.": "Le lien d’aperçu a été refusé\u202f: il est incorrect ou a expiré.",
};
