import type { BlogArticleContent } from "@shop/cms";
import type { Localized, SeedLanguage } from "../../seed/locales";
import { slugify } from "../../seed/locales";
import { contentAsset, doc, heading, paragraph, uidMaker } from "./build";

interface Article {
  key: string;
  title: Localized;
  intro: Localized;
  skus: string[];
}

const l = (nl: string, en: string, de: string, fr: string): Localized => ({ nl, en, de, fr });

/** The journal's articles, newest first; each store view gets all of them in its language. */
export const ARTICLES: Article[] = [
  { key: "linen", title: l("Zo draag je linnen", "How to wear linen", "So tragen Sie Leinen", "Comment porter le lin"), intro: l("Linnen kreukt, en dat is precies de charme. Zo combineer je het zonder slordig te ogen.", "Linen creases, and that is exactly its charm. Here is how to wear it without looking untidy.", "Leinen knittert, und genau das ist sein Charme. So kombinieren Sie es, ohne nachlässig zu wirken.", "Le lin se froisse, et c'est tout son charme. Voici comment le porter sans paraître négligé."), skus: ["SH-LIN-WHT", "SH-LIN-BEI", "TR-LIN-BEI"] },
  { key: "oxford", title: l("Het oxford overhemd: een klassieker", "The oxford shirt: a classic", "Das Oxfordhemd: ein Klassiker", "La chemise oxford : un classique"), intro: l("Stevig geweven, zacht gewassen en altijd goed: waarom elk kledingkast een oxford nodig heeft.", "Sturdily woven, softly washed and always right: why every wardrobe needs an oxford.", "Kräftig gewebt, weich gewaschen und immer richtig: Warum jeder Kleiderschrank ein Oxfordhemd braucht.", "Tissage robuste, lavage doux, toujours juste : pourquoi chaque garde-robe a besoin d'une oxford."), skus: ["SH-OXF-WHT", "SH-OXF-LBL", "SH-OXF-PNK"] },
  { key: "chino-fit", title: l("De juiste pasvorm voor je chino", "Finding your chino fit", "Die richtige Passform für Ihre Chino", "Trouver la bonne coupe de chino"), intro: l("Slim, regular of relaxed? We leggen het verschil uit en helpen je kiezen.", "Slim, regular or relaxed? We explain the difference and help you choose.", "Slim, Regular oder Relaxed? Wir erklären den Unterschied und helfen bei der Wahl.", "Slim, regular ou relaxed ? Nous expliquons la différence et vous aidons à choisir."), skus: ["TR-CHI-BEI", "TR-CHI-NAV", "TR-CHI-OLV"] },
  { key: "blazer", title: l("Eén colbert, vijf looks", "One blazer, five looks", "Ein Sakko, fünf Looks", "Un blazer, cinq looks"), intro: l("Een marineblauw colbert gaat overal mee naartoe. Vijf manieren om hem te dragen.", "A navy blazer goes everywhere. Five ways to wear it.", "Ein marineblaues Sakko passt überall hin. Fünf Arten, es zu tragen.", "Un blazer marine va partout. Cinq façons de le porter."), skus: ["JA-BLZ-NAV", "JA-LBZ-BEI", "SH-POP-WHT"] },
  { key: "coat-care", title: l("Je winterjas goed verzorgen", "Caring for your winter coat", "Die richtige Pflege für Ihren Wintermantel", "Bien entretenir votre manteau d'hiver"), intro: l("Borstelen, luchten en goed ophangen: zo gaat je wollen jas jaren mee.", "Brush, air and hang it well: that is how your wool coat lasts for years.", "Bürsten, lüften und richtig aufhängen: So hält Ihr Wollmantel jahrelang.", "Brosser, aérer et bien suspendre : ainsi votre manteau en laine dure des années."), skus: ["JA-OVC-CML", "JA-OVC-GRY", "AC-SCA-GRY"] },
  { key: "knitwear", title: l("Merino of kasjmier?", "Merino or cashmere?", "Merino oder Kaschmir?", "Mérinos ou cachemire ?"), intro: l("Twee edele wolsoorten, elk met hun eigen karakter. Zo kies je de trui die bij je past.", "Two fine wools, each with its own character. How to choose the jumper that suits you.", "Zwei edle Wollarten mit eigenem Charakter. So wählen Sie den passenden Pullover.", "Deux laines nobles au caractère bien à elles. Comment choisir le pull qui vous va."), skus: ["KN-MER-NAV", "KN-CAS-CML", "KN-CAS-GRY"] },
  { key: "shoes", title: l("Schoenen poetsen in vijf stappen", "Polishing shoes in five steps", "Schuhe putzen in fünf Schritten", "Cirer ses chaussures en cinq étapes"), intro: l("Met een borstel, crème en wat geduld glanzen je leren schoenen weer als nieuw.", "With a brush, cream and a little patience your leather shoes shine like new.", "Mit Bürste, Creme und etwas Geduld glänzen Ihre Lederschuhe wie neu.", "Avec une brosse, de la crème et un peu de patience, vos chaussures en cuir brillent comme neuves."), skus: ["SO-DER-BRN", "SO-LOA-BRN", "SO-BRO-BRN"] },
  { key: "sneakers", title: l("Sneakers bij een pak: zo doe je dat", "Sneakers with a suit: how to do it", "Sneaker zum Anzug: So geht's", "Des baskets avec un costume : mode d'emploi"), intro: l("Strak, wit en schoon: de regels voor sneakers bij nette kleding.", "Sleek, white and clean: the rules for sneakers with tailoring.", "Schlicht, weiß und sauber: die Regeln für Sneaker zu feiner Kleidung.", "Sobres, blanches et propres : les règles des baskets avec une tenue habillée."), skus: ["SO-LSN-WHT", "SO-LSN-BLK", "JA-BLZ-GRY"] },
  { key: "ties", title: l("De stropdas is terug", "The tie is back", "Die Krawatte ist zurück", "Le retour de la cravate"), intro: l("Zijde of gebreid, breed of smal: een korte gids voor de moderne stropdas.", "Silk or knitted, wide or slim: a short guide to the modern tie.", "Seide oder Strick, breit oder schmal: ein kurzer Leitfaden zur modernen Krawatte.", "Soie ou tricot, large ou fine : petit guide de la cravate moderne."), skus: ["AC-STI-NAV", "AC-STI-BUR", "AC-KTI-NAV"] },
  { key: "capsule", title: l("Een capsulegarderobe in tien stuks", "A capsule wardrobe in ten pieces", "Eine Capsule-Garderobe aus zehn Teilen", "Une garde-robe capsule en dix pièces"), intro: l("Minder kopen, meer dragen: tien basisstukken die je eindeloos combineert.", "Buy less, wear more: ten essentials you can combine endlessly.", "Weniger kaufen, mehr tragen: zehn Basics, endlos kombinierbar.", "Acheter moins, porter plus : dix essentiels à combiner à l'infini."), skus: ["SH-OXF-WHT", "TR-CHI-NAV", "KN-MER-GRY", "JA-BLZ-NAV"] },
  { key: "gifts", title: l("Cadeau-ideeën voor hem", "Gift ideas for him", "Geschenkideen für ihn", "Idées cadeaux pour lui"), intro: l("Van sokken tot sjaal: onze favoriete cadeaus, ook in een mooie doos.", "From socks to scarves: our favourite gifts, boxed beautifully too.", "Von Socken bis Schal: unsere Lieblingsgeschenke, auch schön verpackt.", "Des chaussettes à l'écharpe : nos cadeaux préférés, joliment emballés."), skus: ["BU-GIFT", "GR-TIE-SET", "AC-SCA-CML", "GC-050"] },
  { key: "atelier", title: l("Op bezoek in het atelier", "A visit to the workshop", "Zu Besuch im Atelier", "Visite à l'atelier"), intro: l("We keken mee bij de makers van onze overhemden, van snijtafel tot knoopsgat.", "We looked over the shoulders of our shirt makers, from cutting table to buttonhole.", "Wir haben den Machern unserer Hemden über die Schulter geschaut, vom Zuschneidetisch bis zum Knopfloch.", "Nous avons suivi les artisans de nos chemises, de la table de coupe à la boutonnière."), skus: ["SH-POP-LBL", "SH-TWI-WHT", "SH-FLA-OLV"] },
  { key: "denim", title: l("Denim van top tot teen?", "Denim head to toe?", "Denim von Kopf bis Fuß?", "Du denim de la tête aux pieds ?"), intro: l("Een spijkeroverhemd bij jeans kan, als je op de tinten let.", "A denim shirt with jeans works, if you mind the shades.", "Ein Jeanshemd zur Jeans geht, wenn die Töne stimmen.", "Une chemise en jean avec un jean, c'est possible en jouant sur les nuances."), skus: ["SH-DEN-NAV", "TR-JEA-NAV", "TR-JEA-BLK"] },
  { key: "polo", title: l("De polo, netjes gedragen", "The polo, worn smartly", "Das Polo, elegant getragen", "Le polo, porté avec élégance"), intro: l("Een polo onder een colbert? Ja, en zo ziet het er verzorgd uit.", "A polo under a blazer? Yes, and here is how it looks sharp.", "Ein Polo unter dem Sakko? Ja, und so wirkt es gepflegt.", "Un polo sous un blazer ? Oui, et voici comment le rendre soigné."), skus: ["SH-POL-NAV", "SH-POL-WHT", "JA-LBZ-NAV"] },
];

const CLOSING = l(
  "Vragen over pasvorm of materiaal? Onze adviseurs helpen je graag, online en in de winkel.",
  "Questions about fit or fabric? Our advisers are glad to help, online and in store.",
  "Fragen zu Passform oder Material? Unsere Berater helfen gern, online und in der Filiale.",
  "Une question de coupe ou de matière ? Nos conseillers vous aident volontiers, en ligne et en magasin.",
);
const SHOP_ARTICLE = l("Shop het artikel", "Shop the story", "Passend zum Artikel", "Shoppez l'article");
const IN_SHORT = l("In het kort", "In short", "Kurz gesagt", "En bref");

/** The slug of an article in `lang` (from its title). */
export const articleSlug = (article: Article, lang: SeedLanguage) => slugify(article.title[lang]);

export function blogArticle(article: Article, lang: SeedLanguage): { name: string; content: BlogArticleContent } {
  const uid = uidMaker(`article-${article.key}`);
  const title = article.title[lang];
  return {
    name: title,
    content: {
      component: "blog_article",
      _uid: uid(),
      title,
      intro: article.intro[lang],
      author: "The Journal",
      cardImage: contentAsset(`journal-${article.key}`, "card", title),
      seoTitle: title,
      seoDescription: article.intro[lang],
      desktopAsset: contentAsset(`journal-${article.key}`, "wide", title),
      mobileAsset: contentAsset(`journal-${article.key}`, "tall", title),
      body: [
        { component: "text", _uid: uid(), text: doc(paragraph(article.intro[lang]), heading(IN_SHORT[lang]), paragraph(CLOSING[lang])) },
        { component: "product_carousel", _uid: uid(), title: SHOP_ARTICLE[lang], skus: article.skus },
      ],
    },
  };
}
