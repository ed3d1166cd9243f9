import type { PageContent, RichTextBlock } from "@shop/cms";
import type { Localized, SeedLanguage } from "../../seed/locales";
import { bullets, doc, heading, linkedParagraph, paragraph, uidMaker } from "./build";
import { pagePath, STORE_LOCATOR_PATH, type PageKey } from "./slugs";

interface PageText {
  title: Localized;
  seoDescription: Localized;
  body: (lang: SeedLanguage) => RichTextBlock[];
}

const l = (nl: string, en: string, de: string, fr: string): Localized => ({ nl, en, de, fr });
const pick = (text: Localized, lang: SeedLanguage) => text[lang];

const PAGES: Record<PageKey, PageText> = {
  aboutUs: {
    title: l("Over ons", "About us", "Über uns", "À propos"),
    seoDescription: l("Wie we zijn en waar we voor staan.", "Who we are and what we stand for.", "Wer wir sind und wofür wir stehen.", "Qui nous sommes et ce que nous défendons."),
    body: (lang) => [
      heading(pick(l("Goed gekleed, zonder gedoe", "Well dressed, without the fuss", "Gut gekleidet, ohne Aufwand", "Bien habillé, sans complication"), lang)),
      paragraph(pick(l(
        "Sinds 1998 maken wij herenkleding die lang meegaat: overhemden van stevig katoen, broeken met een goede pasvorm en jassen die elk seizoen opnieuw meegaan.",
        "Since 1998 we have made menswear that lasts: shirts of sturdy cotton, trousers with a good fit and coats that come along season after season.",
        "Seit 1998 fertigen wir Herrenmode, die hält: Hemden aus kräftiger Baumwolle, Hosen mit guter Passform und Mäntel, die Saison für Saison mitgehen.",
        "Depuis 1998, nous créons des vêtements pour homme qui durent : des chemises en coton robuste, des pantalons bien coupés et des manteaux qui vous suivent saison après saison.",
      ), lang)),
      heading(pick(l("Waar we voor staan", "What we stand for", "Wofür wir stehen", "Nos engagements"), lang)),
      bullets([
        pick(l("Eerlijke materialen en vaste leveranciers", "Honest materials and long-standing suppliers", "Ehrliche Materialien und langjährige Lieferanten", "Des matières honnêtes et des fournisseurs fidèles"), lang),
        pick(l("Persoonlijk advies, online en in onze winkels", "Personal advice, online and in our stores", "Persönliche Beratung, online und in unseren Filialen", "Des conseils personnalisés, en ligne et en magasin"), lang),
        pick(l("Gratis retourneren binnen 30 dagen", "Free returns within 30 days", "Kostenlose Rücksendung innerhalb von 30 Tagen", "Retours gratuits sous 30 jours"), lang),
      ]),
      linkedParagraph(pick(l("Kom langs in een van ", "Come and see us in one of ", "Besuchen Sie uns in einer ", "Venez nous voir dans l'un de "), lang), pick(l("onze winkels", "our stores", "unserer Filialen", "nos magasins"), lang), STORE_LOCATOR_PATH, "."),
    ],
  },
  customerService: {
    title: l("Klantenservice", "Customer service", "Kundenservice", "Service client"),
    seoDescription: l("Vragen over je bestelling? Wij helpen je graag.", "Questions about your order? We are glad to help.", "Fragen zu Ihrer Bestellung? Wir helfen gern.", "Une question sur votre commande ? Nous sommes là pour vous aider."),
    body: (lang) => [
      heading(pick(l("Contact", "Contact", "Kontakt", "Contact"), lang)),
      paragraph(pick(l(
        "Je bereikt ons op werkdagen van 9:00 tot 18:00 via service@shop.example of +31 20 123 45 67.",
        "You can reach us on weekdays from 9 am to 6 pm at service@shop.example or +31 20 123 45 67.",
        "Sie erreichen uns werktags von 9 bis 18 Uhr unter service@shop.example oder +31 20 123 45 67.",
        "Vous pouvez nous joindre en semaine de 9 h à 18 h à service@shop.example ou au +31 20 123 45 67.",
      ), lang)),
      heading(pick(l("Veelgestelde vragen", "Frequently asked questions", "Häufige Fragen", "Questions fréquentes"), lang)),
      linkedParagraph(pick(l("Alles over levertijden en retouren lees je op ", "Everything about delivery times and returns is on ", "Alles zu Lieferzeiten und Rücksendungen finden Sie unter ", "Tout sur les délais de livraison et les retours se trouve sur "), lang), pick(l("verzenden en retourneren", "shipping and returns", "Versand und Rücksendung", "livraison et retours"), lang), pagePath("shippingAndReturns", lang), "."),
      linkedParagraph(pick(l("Twijfel je over je maat? Bekijk de ", "Not sure about your size? See the ", "Unsicher bei der Größe? Sehen Sie in der ", "Un doute sur votre taille ? Consultez le "), lang), pick(l("maattabel", "size guide", "Größentabelle", "guide des tailles"), lang), pagePath("sizeGuide", lang), pick(l(".", ".", " nach.", "."), lang)),
    ],
  },
  shippingAndReturns: {
    title: l("Verzenden en retourneren", "Shipping and returns", "Versand und Rücksendung", "Livraison et retours"),
    seoDescription: l("Levertijden, verzendkosten en gratis retourneren.", "Delivery times, shipping costs and free returns.", "Lieferzeiten, Versandkosten und kostenlose Rücksendung.", "Délais, frais de livraison et retours gratuits."),
    body: (lang) => [
      heading(pick(l("Verzenden", "Shipping", "Versand", "Livraison"), lang)),
      bullets([
        pick(l("Op werkdagen voor 22:00 besteld, morgen in huis (Nederland en België)", "Ordered before 10 pm on weekdays, delivered tomorrow (Netherlands and Belgium)", "Werktags vor 22 Uhr bestellt, morgen geliefert (Niederlande und Belgien)", "Commandé avant 22 h en semaine, livré demain (Pays-Bas et Belgique)"), lang),
        pick(l("Duitsland en Frankrijk: 2 tot 3 werkdagen", "Germany and France: 2 to 3 working days", "Deutschland und Frankreich: 2 bis 3 Werktage", "Allemagne et France : 2 à 3 jours ouvrés"), lang),
        pick(l("Ophalen in de winkel is altijd gratis", "Collecting in store is always free", "Abholung in der Filiale ist immer kostenlos", "Le retrait en magasin est toujours gratuit"), lang),
      ]),
      heading(pick(l("Retourneren", "Returns", "Rücksendung", "Retours"), lang)),
      paragraph(pick(l(
        "Je kunt je bestelling binnen 30 dagen gratis retourneren. Stuur de artikelen ongedragen en met label terug, dan storten we het bedrag binnen 5 werkdagen terug.",
        "You can return your order free of charge within 30 days. Send the items back unworn and with their tags, and we refund the amount within 5 working days.",
        "Sie können Ihre Bestellung innerhalb von 30 Tagen kostenlos zurücksenden. Schicken Sie die Artikel ungetragen und mit Etikett zurück; wir erstatten den Betrag innerhalb von 5 Werktagen.",
        "Vous pouvez retourner votre commande gratuitement sous 30 jours. Renvoyez les articles non portés avec leur étiquette : nous vous remboursons sous 5 jours ouvrés.",
      ), lang)),
    ],
  },
  privacyStatement: {
    title: l("Privacyverklaring", "Privacy statement", "Datenschutzerklärung", "Politique de confidentialité"),
    seoDescription: l("Hoe we met je gegevens omgaan.", "How we handle your data.", "Wie wir mit Ihren Daten umgehen.", "Comment nous traitons vos données."),
    body: (lang) => [
      paragraph(pick(l(
        "We gebruiken je gegevens alleen om je bestelling te verwerken, je account bij te houden en, als je dat wilt, je onze nieuwsbrief te sturen.",
        "We use your data only to process your order, keep your account and, if you wish, send you our newsletter.",
        "Wir verwenden Ihre Daten nur, um Ihre Bestellung zu bearbeiten, Ihr Konto zu führen und Ihnen auf Wunsch unseren Newsletter zu senden.",
        "Nous utilisons vos données uniquement pour traiter votre commande, gérer votre compte et, si vous le souhaitez, vous envoyer notre newsletter.",
      ), lang)),
      heading(pick(l("Je rechten", "Your rights", "Ihre Rechte", "Vos droits"), lang)),
      bullets([
        pick(l("Inzage in je gegevens", "Access to your data", "Auskunft über Ihre Daten", "Accès à vos données"), lang),
        pick(l("Correctie of verwijdering", "Correction or deletion", "Berichtigung oder Löschung", "Rectification ou suppression"), lang),
        pick(l("Afmelden voor de nieuwsbrief, op elk moment", "Unsubscribing from the newsletter, at any time", "Abmeldung vom Newsletter, jederzeit", "Désinscription de la newsletter, à tout moment"), lang),
      ]),
    ],
  },
  termsAndConditions: {
    title: l("Algemene voorwaarden", "Terms and conditions", "Allgemeine Geschäftsbedingungen", "Conditions générales de vente"),
    seoDescription: l("De voorwaarden van je aankoop.", "The terms of your purchase.", "Die Bedingungen Ihres Einkaufs.", "Les conditions de votre achat."),
    body: (lang) => [
      heading(pick(l("Artikel 1: Toepasselijkheid", "Article 1: Scope", "Artikel 1: Geltungsbereich", "Article 1 : Champ d'application"), lang)),
      paragraph(pick(l(
        "Deze voorwaarden gelden voor elke bestelling in onze webshop en onze winkels.",
        "These terms apply to every order in our web shop and our stores.",
        "Diese Bedingungen gelten für jede Bestellung in unserem Webshop und unseren Filialen.",
        "Ces conditions s'appliquent à toute commande sur notre boutique en ligne et dans nos magasins.",
      ), lang)),
      heading(pick(l("Artikel 2: Prijzen en betaling", "Article 2: Prices and payment", "Artikel 2: Preise und Zahlung", "Article 2 : Prix et paiement"), lang)),
      paragraph(pick(l(
        "Alle prijzen zijn inclusief btw. Je betaalt met iDEAL, Visa, Mastercard of achteraf met Riverty.",
        "All prices include VAT. You pay with iDEAL, Visa, Mastercard or afterwards with Riverty.",
        "Alle Preise verstehen sich inklusive MwSt. Sie zahlen mit iDEAL, Visa, Mastercard oder später mit Riverty.",
        "Tous les prix sont TTC. Vous payez par iDEAL, Visa, Mastercard ou plus tard avec Riverty.",
      ), lang)),
    ],
  },
  sizeGuide: {
    title: l("Maattabel", "Size guide", "Größentabelle", "Guide des tailles"),
    seoDescription: l("Vind je juiste maat.", "Find your size.", "Finden Sie Ihre Größe.", "Trouvez votre taille."),
    body: (lang) => [
      heading(pick(l("Overhemden (boordmaat)", "Shirts (collar size)", "Hemden (Kragenweite)", "Chemises (tour de cou)"), lang)),
      bullets(["S: 37–38 cm", "M: 39–40 cm", "L: 41–42 cm", "XL: 43–44 cm", "XXL: 45–46 cm"]),
      heading(pick(l("Broeken (taille)", "Trousers (waist)", "Hosen (Bundweite)", "Pantalons (tour de taille)"), lang)),
      bullets(["30: 76 cm", "32: 81 cm", "34: 86 cm", "36: 91 cm", "38: 97 cm"]),
      paragraph(pick(l(
        "Meet over je overhemd, met het meetlint net niet strak. Zit je tussen twee maten, kies dan de grotere.",
        "Measure over your shirt with the tape just short of tight. Between two sizes, choose the larger.",
        "Messen Sie über dem Hemd, das Maßband nicht ganz straff. Zwischen zwei Größen wählen Sie die größere.",
        "Mesurez par-dessus votre chemise, le mètre juste sans serrer. Entre deux tailles, choisissez la plus grande.",
      ), lang)),
    ],
  },
};

export const CMS_PAGE_KEYS = Object.keys(PAGES) as PageKey[];

export function cmsPage(key: PageKey, lang: SeedLanguage): { name: string; content: PageContent } {
  const page = PAGES[key];
  const uid = uidMaker(key);
  const title = page.title[lang];
  return { name: title, content: { component: "page", _uid: uid(), title, seoTitle: title, seoDescription: page.seoDescription[lang], body: [{ component: "text", _uid: uid(), text: doc(...page.body(lang)) }] } };
}
