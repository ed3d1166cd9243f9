import type { BlogContent, OpeningHours, PageContent, StoreLocation } from "@shop/cms";
import { WEEKDAYS } from "@shop/cms";
import { CATEGORIES, CATEGORY } from "../../seed/categories";
import type { Localized, SeedLanguage } from "../../seed/locales";
import { contentAsset, doc, internal, linkedParagraph, paragraph, productAsset, uidMaker } from "./build";
import { categoryPath } from "./theme";
import { BLOG_PATH, pagePath } from "./slugs";

const l = (nl: string, en: string, de: string, fr: string): Localized => ({ nl, en, de, fr });
const categoryOf = (id: number) => {
  const found = CATEGORIES.find((category) => category.id === id);
  if (found === undefined) throw new Error(`seed: no category ${id}`);
  return found;
};

/** Skus of the home page's carousel: seeded, visible configurables across the range. */
export const HOME_CAROUSEL_SKUS = ["SH-OXF-WHT", "SH-LIN-NAV", "TR-CHI-BEI", "JA-BLZ-NAV", "JA-OVC-CML", "KN-CAS-GRY", "SO-LOA-BRN", "SO-LSN-WHT", "AC-SCA-CML", "SH-POL-NAV"];

export function homePage(lang: SeedLanguage): { name: string; content: PageContent } {
  const uid = uidMaker("home");
  const tile = (id: number, sku: string) => {
    const category = categoryOf(id);
    return { _uid: uid(), title: category.name[lang], asset: productAsset(sku, category.name[lang]), link: internal(categoryPath(category, lang)) };
  };
  const title = l("Home", "Home", "Startseite", "Accueil")[lang];
  return {
    name: title,
    content: {
      component: "page",
      _uid: uid(),
      title,
      seoTitle: l("Herenmode die lang meegaat", "Menswear that lasts", "Herrenmode, die hält", "Une mode homme qui dure")[lang],
      seoDescription: l("Overhemden, broeken, jassen en schoenen voor heren.", "Shirts, trousers, jackets and shoes for men.", "Hemden, Hosen, Jacken und Schuhe für Herren.", "Chemises, pantalons, vestes et chaussures pour homme.")[lang],
      body: [
        {
          component: "hero",
          _uid: uid(),
          title: l("Het nieuwe seizoen", "The new season", "Die neue Saison", "La nouvelle saison")[lang],
          subtitle: l("Linnen, katoen en lichte wol voor de warmere dagen.", "Linen, cotton and light wool for the warmer days.", "Leinen, Baumwolle und leichte Wolle für wärmere Tage.", "Lin, coton et laine légère pour les beaux jours.")[lang],
          desktopAsset: contentAsset("home-hero", "wide", l("Herenmode voor het nieuwe seizoen", "Menswear for the new season", "Herrenmode für die neue Saison", "Mode homme pour la nouvelle saison")[lang]),
          mobileAsset: contentAsset("home-hero", "tall", l("Herenmode voor het nieuwe seizoen", "Menswear for the new season", "Herrenmode für die neue Saison", "Mode homme pour la nouvelle saison")[lang]),
          buttonText: l("Shop de collectie", "Shop the collection", "Kollektion entdecken", "Découvrir la collection")[lang],
          link: internal(categoryPath(categoryOf(CATEGORY.shirts), lang)),
        },
        {
          component: "category_tiles",
          _uid: uid(),
          title: l("Shop per categorie", "Shop by category", "Nach Kategorie shoppen", "Par catégorie")[lang],
          tiles: [tile(CATEGORY.shirts, "SH-OXF-LBL"), tile(CATEGORY.trousers, "TR-CHI-NAV"), tile(CATEGORY.jackets, "JA-BLZ-GRY"), tile(CATEGORY.knitwear, "KN-MER-NAV"), tile(CATEGORY.shoes, "SO-DER-BRN"), tile(CATEGORY.accessories, "AC-STI-BUR")],
        },
        { component: "product_carousel", _uid: uid(), title: l("Onze favorieten", "Our favourites", "Unsere Favoriten", "Nos favoris")[lang], skus: HOME_CAROUSEL_SKUS, limit: 10 },
        {
          component: "text",
          _uid: uid(),
          text: doc(
            paragraph(l(
              "Goede kleding hoeft niet ingewikkeld te zijn. Wij kiezen stoffen die mooi ouder worden en pasvormen die je elke dag draagt.",
              "Good clothing does not have to be complicated. We choose fabrics that age well and fits you wear every day.",
              "Gute Kleidung muss nicht kompliziert sein. Wir wählen Stoffe, die schön altern, und Passformen für jeden Tag.",
              "Bien s'habiller n'a rien de compliqué. Nous choisissons des tissus qui vieillissent bien et des coupes à porter chaque jour.",
            )[lang]),
            linkedParagraph(l("Lees meer ", "Read more ", "Mehr ", "En savoir plus ")[lang], l("over ons", "about us", "über uns", "sur nous")[lang], pagePath("aboutUs", lang), l(" of bekijk het lookbook.", " or browse the lookbook.", " oder im Lookbook stöbern.", " ou parcourez le lookbook.")[lang]),
          ),
        },
      ],
    },
  };
}

export function lookbookPage(lang: SeedLanguage): { name: string; content: PageContent } {
  const uid = uidMaker("lookbook");
  const title = l("Lookbook", "Lookbook", "Lookbook", "Lookbook")[lang];
  return {
    name: title,
    content: {
      component: "page",
      _uid: uid(),
      title,
      seoDescription: l("Complete looks om na te shoppen.", "Complete looks to shop.", "Komplette Looks zum Nachshoppen.", "Des looks complets à shopper.")[lang],
      body: [
        {
          component: "hero",
          _uid: uid(),
          title: l("Shop de look", "Shop the look", "Shop the Look", "Shoppez le look")[lang],
          desktopAsset: contentAsset("lookbook-hero", "wide", l("Lookbook", "Lookbook", "Lookbook", "Lookbook")[lang]),
          mobileAsset: contentAsset("lookbook-hero", "tall", l("Lookbook", "Lookbook", "Lookbook", "Lookbook")[lang]),
        },
        {
          component: "shop_the_look",
          _uid: uid(),
          title: l("Zomer in de stad", "Summer in the city", "Sommer in der Stadt", "L'été en ville")[lang],
          description: l("Een linnen overhemd, een lichte chino en loafers.", "A linen shirt, light chinos and loafers.", "Ein Leinenhemd, eine leichte Chino und Loafer.", "Une chemise en lin, un chino léger et des mocassins.")[lang],
          asset: contentAsset("look-summer", "tile", l("Zomerse look met linnen overhemd", "Summer look with a linen shirt", "Sommerlook mit Leinenhemd", "Look d'été avec chemise en lin")[lang]),
          hotspots: [
            { _uid: uid(), sku: "SH-LIN-WHT", x: 48, y: 30 },
            { _uid: uid(), sku: "TR-CHI-BEI", x: 50, y: 62 },
            { _uid: uid(), sku: "SO-LOA-BRN", x: 46, y: 92 },
          ],
        },
        {
          component: "shop_the_look",
          _uid: uid(),
          title: l("Op kantoor", "At the office", "Im Büro", "Au bureau")[lang],
          asset: contentAsset("look-office", "tile", l("Zakelijke look met colbert", "Office look with a blazer", "Business-Look mit Sakko", "Look de bureau avec blazer")[lang]),
          hotspots: [
            { _uid: uid(), sku: "JA-BLZ-NAV", x: 50, y: 35 },
            { _uid: uid(), sku: "SH-POP-WHT", x: 52, y: 22 },
            { _uid: uid(), sku: "AC-STI-BUR", x: 51, y: 30 },
            { _uid: uid(), sku: "SO-DER-BLK", x: 48, y: 93 },
          ],
        },
        { component: "text", _uid: uid(), text: doc(linkedParagraph(l("Meer inspiratie in ", "More inspiration in ", "Mehr Inspiration im ", "Plus d'inspiration dans ")[lang], "The Journal", BLOG_PATH, ".")) },
      ],
    },
  };
}

const week = (weekdays: [string, string], saturday: [string, string], sunday: [string, string] | null): OpeningHours[] =>
  WEEKDAYS.map((day): OpeningHours => {
    if (day === "sunday") return sunday === null ? { day, closed: true } : { day, closed: false, opens: sunday[0], closes: sunday[1] };
    const [opens, closes] = day === "saturday" ? saturday : weekdays;
    return { day, closed: false, opens, closes };
  });

/** The shop's stores (store locator): addresses, opening hours and coordinates. */
export const STORES: Omit<StoreLocation, "_uid">[] = [
  { name: "Shop Amsterdam", address: { street: "Kalverstraat", houseNumber: "92", postcode: "1012 PH", city: "Amsterdam", country: "NL" }, phone: "+31 20 123 45 67", email: "amsterdam@shop.example", openingHours: week(["10:00", "19:00"], ["10:00", "18:00"], ["12:00", "18:00"]), coordinates: { lat: 52.3702, lng: 4.8904 } },
  { name: "Shop Utrecht", address: { street: "Oudegracht", houseNumber: "158", postcode: "3511 AZ", city: "Utrecht", country: "NL" }, phone: "+31 30 234 56 78", email: "utrecht@shop.example", openingHours: week(["10:00", "18:00"], ["10:00", "17:00"], ["12:00", "17:00"]), coordinates: { lat: 52.0907, lng: 5.1214 } },
  { name: "Shop Rotterdam", address: { street: "Lijnbaan", houseNumber: "61", postcode: "3012 EL", city: "Rotterdam", country: "NL" }, phone: "+31 10 345 67 89", email: "rotterdam@shop.example", openingHours: week(["10:00", "18:00"], ["10:00", "18:00"], ["12:00", "17:00"]), coordinates: { lat: 51.9189, lng: 4.4774 } },
  { name: "Shop Antwerpen", address: { street: "Meir", houseNumber: "24", postcode: "2000", city: "Antwerpen", country: "BE" }, phone: "+32 3 456 78 90", email: "antwerpen@shop.example", openingHours: week(["10:00", "18:00"], ["10:00", "18:00"], null), coordinates: { lat: 51.2186, lng: 4.4094 } },
  { name: "Shop Düsseldorf", address: { street: "Königsallee", houseNumber: "30", postcode: "40212", city: "Düsseldorf", country: "DE" }, phone: "+49 211 567 890", email: "duesseldorf@shop.example", openingHours: week(["10:00", "19:00"], ["10:00", "18:00"], null), coordinates: { lat: 51.2237, lng: 6.7794 } },
  { name: "Shop Paris", address: { street: "Rue Saint-Honoré", houseNumber: "210", postcode: "75001", city: "Paris", country: "FR" }, phone: "+33 1 23 45 67 89", email: "paris@shop.example", openingHours: week(["10:30", "19:30"], ["10:30", "19:30"], null), coordinates: { lat: 48.8638, lng: 2.3355 } },
];

export function storeLocatorPage(lang: SeedLanguage): { name: string; content: PageContent } {
  const uid = uidMaker("storelocator");
  const title = l("Winkels", "Stores", "Filialen", "Magasins")[lang];
  return {
    name: title,
    content: {
      component: "page",
      _uid: uid(),
      title,
      seoDescription: l("Vind een winkel bij jou in de buurt.", "Find a store near you.", "Finden Sie eine Filiale in Ihrer Nähe.", "Trouvez un magasin près de chez vous.")[lang],
      body: [{ component: "store_locator", _uid: uid(), title: l("Onze winkels", "Our stores", "Unsere Filialen", "Nos magasins")[lang], stores: STORES.map((store) => ({ _uid: uid(), ...store })) }],
    },
  };
}

export function blogOverview(lang: SeedLanguage): { name: string; content: BlogContent } {
  const uid = uidMaker("blog");
  return {
    name: "The Journal",
    content: {
      component: "blog",
      _uid: uid(),
      title: "The Journal.",
      desktopAsset: contentAsset("journal-hero", "wide", "The Journal"),
      mobileAsset: contentAsset("journal-hero", "tall", "The Journal"),
      seoTitle: "The Journal",
      seoDescription: l("Verhalen over stijl, stof en vakmanschap.", "Stories about style, cloth and craft.", "Geschichten über Stil, Stoff und Handwerk.", "Des histoires de style, d'étoffes et de savoir-faire.")[lang],
      body: [{ component: "text", _uid: uid(), text: doc(paragraph(l("Stijltips, stofkennis en verhalen uit onze ateliers.", "Style tips, cloth know-how and stories from our workshops.", "Stiltipps, Stoffwissen und Geschichten aus unseren Ateliers.", "Conseils de style, savoir-faire textile et histoires de nos ateliers.")[lang])) }],
    },
  };
}

