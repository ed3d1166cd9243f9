import type { BrandName, ColorName, FitName, MaterialName, SizeSet, WeverName } from "./attributes";
import { CATEGORY } from "./categories";
import type { Localized } from "./locales";

/** The silhouette of the generated product image. */
export type ImageKind = "shirt" | "polo" | "trousers" | "blazer" | "coat" | "jacket" | "knit" | "sneaker" | "shoe" | "boot" | "tie" | "belt" | "scarf" | "square" | "socks" | "card" | "box";

export type CustomOptionSet = "shirt" | "trousers";

/** A model in several colours: one configurable (or simple, without sizes) product per colour. */
export interface Family {
  code: string;
  name: Localized;
  categoryIds: number[];
  price: number;
  colors: ColorName[];
  /** Absent: a simple product per colour. */
  sizes?: SizeSet;
  brand: BrandName;
  material: MaterialName;
  wever?: WeverName;
  fit?: FitName;
  kind: ImageKind;
  customOptions?: CustomOptionSet;
  /** Tier prices: 5 % off for logged-in customers, 10 % from 3 pieces (commerce-core.md §6 price tiers). */
  tiered?: boolean;
  visibility?: 2 | 3 | 4;
}

const { shirts, casualShirts, formalShirts, trousers, chinos, jeans, jackets, blazers, coats, knitwear, shoes, sneakers, dressShoes, accessories, ties, belts, scarves } = CATEGORY;

export const FAMILIES: Family[] = [
  { code: "SH-OXF", name: { nl: "Oxford overhemd", en: "Oxford shirt", de: "Oxford-Hemd", fr: "Chemise Oxford" }, categoryIds: [shirts, casualShirts], price: 79.95, colors: ["white", "lightBlue", "pink"], sizes: "tops", brand: "vanDijk", material: "cotton", wever: "tilburg", fit: "slim", kind: "shirt", customOptions: "shirt" },
  { code: "SH-POP", name: { nl: "Popeline overhemd", en: "Poplin shirt", de: "Popeline-Hemd", fr: "Chemise en popeline" }, categoryIds: [shirts, formalShirts], price: 89.95, colors: ["white", "lightBlue"], sizes: "tops", brand: "vanDijk", material: "cotton", wever: "como", fit: "tailored", kind: "shirt", customOptions: "shirt" },
  { code: "SH-LIN", name: { nl: "Linnen overhemd", en: "Linen shirt", de: "Leinenhemd", fr: "Chemise en lin" }, categoryIds: [shirts, casualShirts], price: 99.95, colors: ["white", "beige", "navy"], sizes: "tops", brand: "rive", material: "linen", wever: "lyon", fit: "regular", kind: "shirt" },
  { code: "SH-FLA", name: { nl: "Flanellen overhemd", en: "Flannel shirt", de: "Flanellhemd", fr: "Chemise en flanelle" }, categoryIds: [shirts, casualShirts], price: 69.95, colors: ["green", "burgundy"], sizes: "tops", brand: "noordkaap", material: "cotton", wever: "yorkshire", fit: "regular", kind: "shirt" },
  { code: "SH-TWI", name: { nl: "Twill overhemd", en: "Twill shirt", de: "Twill-Hemd", fr: "Chemise en twill" }, categoryIds: [shirts, formalShirts], price: 94.95, colors: ["white", "lightBlue"], sizes: "tops", brand: "kessler", material: "cotton", wever: "como", fit: "slim", kind: "shirt", customOptions: "shirt" },
  { code: "SH-DEN", name: { nl: "Denim overhemd", en: "Denim shirt", de: "Jeanshemd", fr: "Chemise en jean" }, categoryIds: [shirts, casualShirts], price: 74.95, colors: ["navy"], sizes: "tops", brand: "harbour", material: "denim", wever: "tilburg", fit: "regular", kind: "shirt" },
  { code: "SH-POL", name: { nl: "Piqué polo", en: "Piqué polo", de: "Piqué-Polo", fr: "Polo en piqué" }, categoryIds: [shirts, casualShirts], price: 59.95, colors: ["navy", "white", "green"], sizes: "tops", brand: "harbour", material: "cotton", fit: "regular", kind: "polo", tiered: true },
  { code: "TR-CHI", name: { nl: "Chino", en: "Chino", de: "Chino", fr: "Chino" }, categoryIds: [trousers, chinos], price: 89.95, colors: ["beige", "navy", "green", "grey"], sizes: "waist", brand: "noordkaap", material: "cotton", wever: "tilburg", fit: "slim", kind: "trousers", customOptions: "trousers" },
  { code: "TR-JEA", name: { nl: "Slim fit jeans", en: "Slim-fit jeans", de: "Slim-Fit-Jeans", fr: "Jean slim" }, categoryIds: [trousers, jeans], price: 109.95, colors: ["navy", "black"], sizes: "waist", brand: "harbour", material: "denim", wever: "tilburg", fit: "slim", kind: "trousers" },
  { code: "TR-WOL", name: { nl: "Wollen pantalon", en: "Wool trousers", de: "Wollhose", fr: "Pantalon en laine" }, categoryIds: [trousers], price: 139.95, colors: ["grey", "navy"], sizes: "waist", brand: "kessler", material: "wool", wever: "biella", fit: "tailored", kind: "trousers", customOptions: "trousers" },
  { code: "TR-COR", name: { nl: "Ribcord broek", en: "Corduroy trousers", de: "Cordhose", fr: "Pantalon en velours côtelé" }, categoryIds: [trousers], price: 99.95, colors: ["brown", "burgundy", "beige"], sizes: "waist", brand: "noordkaap", material: "cotton", wever: "yorkshire", fit: "regular", kind: "trousers" },
  { code: "TR-LIN", name: { nl: "Linnen broek", en: "Linen trousers", de: "Leinenhose", fr: "Pantalon en lin" }, categoryIds: [trousers], price: 119.95, colors: ["beige", "white"], sizes: "waist", brand: "rive", material: "linen", wever: "lyon", fit: "regular", kind: "trousers" },
  { code: "JA-BLZ", name: { nl: "Wollen colbert", en: "Wool blazer", de: "Wollsakko", fr: "Blazer en laine" }, categoryIds: [jackets, blazers], price: 299.0, colors: ["navy", "grey"], sizes: "tailoring", brand: "kessler", material: "wool", wever: "biella", fit: "tailored", kind: "blazer" },
  { code: "JA-LBZ", name: { nl: "Linnen colbert", en: "Linen blazer", de: "Leinensakko", fr: "Blazer en lin" }, categoryIds: [jackets, blazers], price: 249.0, colors: ["beige", "navy"], sizes: "tailoring", brand: "rive", material: "linen", wever: "lyon", fit: "tailored", kind: "blazer" },
  { code: "JA-OVC", name: { nl: "Wollen overjas", en: "Wool overcoat", de: "Wollmantel", fr: "Pardessus en laine" }, categoryIds: [jackets, coats], price: 399.0, colors: ["camel", "grey", "black"], sizes: "tailoring", brand: "kessler", material: "wool", wever: "biella", fit: "regular", kind: "coat" },
  { code: "JA-FLD", name: { nl: "Veldjas", en: "Field jacket", de: "Fieldjacket", fr: "Veste de terrain" }, categoryIds: [jackets], price: 229.0, colors: ["green", "beige"], sizes: "tops", brand: "noordkaap", material: "cotton", fit: "regular", kind: "jacket" },
  { code: "JA-QLT", name: { nl: "Doorgestikt jack", en: "Quilted jacket", de: "Steppjacke", fr: "Veste matelassée" }, categoryIds: [jackets, coats], price: 179.0, colors: ["navy", "green"], sizes: "tops", brand: "harbour", material: "cotton", fit: "regular", kind: "jacket" },
  { code: "JA-SUE", name: { nl: "Suède jack", en: "Suede jacket", de: "Wildlederjacke", fr: "Veste en daim" }, categoryIds: [jackets], price: 449.0, colors: ["brown"], sizes: "tops", brand: "rive", material: "suede", fit: "slim", kind: "jacket" },
  { code: "KN-MER", name: { nl: "Merino trui", en: "Merino crew neck", de: "Merino-Pullover", fr: "Pull col rond en mérinos" }, categoryIds: [knitwear], price: 99.95, colors: ["navy", "grey", "burgundy", "green"], sizes: "knit", brand: "vanDijk", material: "wool", wever: "biella", fit: "regular", kind: "knit", tiered: true },
  { code: "KN-CAS", name: { nl: "Kasjmier v-hals", en: "Cashmere V-neck", de: "Kaschmir-V-Pullover", fr: "Pull col V en cachemire" }, categoryIds: [knitwear], price: 219.0, colors: ["camel", "grey", "navy"], sizes: "knit", brand: "kessler", material: "cashmere", wever: "yorkshire", fit: "regular", kind: "knit" },
  { code: "KN-CAB", name: { nl: "Kabeltrui", en: "Cable knit sweater", de: "Zopfstrickpullover", fr: "Pull torsadé" }, categoryIds: [knitwear], price: 129.95, colors: ["white", "navy"], sizes: "knit", brand: "noordkaap", material: "wool", wever: "yorkshire", fit: "regular", kind: "knit" },
  { code: "KN-CAR", name: { nl: "Vest", en: "Cardigan", de: "Strickjacke", fr: "Cardigan" }, categoryIds: [knitwear], price: 139.95, colors: ["grey", "brown"], sizes: "knit", brand: "vanDijk", material: "wool", wever: "biella", fit: "regular", kind: "knit" },
  { code: "KN-ZIP", name: { nl: "Schipperstrui", en: "Half-zip sweater", de: "Troyer", fr: "Pull camionneur" }, categoryIds: [knitwear], price: 119.95, colors: ["navy"], sizes: "knit", brand: "harbour", material: "wool", fit: "regular", kind: "knit" },
  { code: "SO-LSN", name: { nl: "Leren sneaker", en: "Leather sneaker", de: "Ledersneaker", fr: "Basket en cuir" }, categoryIds: [shoes, sneakers], price: 149.95, colors: ["white", "black"], sizes: "shoes", brand: "rive", material: "leather", kind: "sneaker" },
  { code: "SO-SSN", name: { nl: "Suède sneaker", en: "Suede sneaker", de: "Wildledersneaker", fr: "Basket en daim" }, categoryIds: [shoes, sneakers], price: 139.95, colors: ["navy", "grey", "brown"], sizes: "shoes", brand: "rive", material: "suede", kind: "sneaker" },
  { code: "SO-DER", name: { nl: "Derby schoen", en: "Derby shoe", de: "Derby-Schuh", fr: "Derby" }, categoryIds: [shoes, dressShoes], price: 229.0, colors: ["black", "brown"], sizes: "shoes", brand: "kessler", material: "leather", kind: "shoe" },
  { code: "SO-LOA", name: { nl: "Penny loafer", en: "Penny loafer", de: "Penny-Loafer", fr: "Mocassin" }, categoryIds: [shoes, dressShoes], price: 199.0, colors: ["brown", "burgundy"], sizes: "shoes", brand: "kessler", material: "leather", kind: "shoe" },
  { code: "SO-CHE", name: { nl: "Chelsea boot", en: "Chelsea boot", de: "Chelsea-Boot", fr: "Bottine Chelsea" }, categoryIds: [shoes], price: 249.0, colors: ["brown", "black"], sizes: "shoes", brand: "noordkaap", material: "suede", kind: "boot" },
  { code: "SO-BRO", name: { nl: "Brogue", en: "Brogue", de: "Budapester", fr: "Richelieu brogue" }, categoryIds: [shoes, dressShoes], price: 239.0, colors: ["brown"], sizes: "shoes", brand: "kessler", material: "leather", kind: "shoe" },
  { code: "AC-STI", name: { nl: "Zijden stropdas", en: "Silk tie", de: "Seidenkrawatte", fr: "Cravate en soie" }, categoryIds: [accessories, ties], price: 59.95, colors: ["navy", "burgundy", "green"], brand: "vanDijk", material: "silk", wever: "como", kind: "tie" },
  { code: "AC-KTI", name: { nl: "Gebreide stropdas", en: "Knitted tie", de: "Strickkrawatte", fr: "Cravate en tricot" }, categoryIds: [accessories, ties], price: 49.95, colors: ["navy", "black"], brand: "vanDijk", material: "silk", wever: "como", kind: "tie" },
  { code: "AC-BLT", name: { nl: "Leren riem", en: "Leather belt", de: "Ledergürtel", fr: "Ceinture en cuir" }, categoryIds: [accessories, belts], price: 69.95, colors: ["brown", "black"], sizes: "belts", brand: "noordkaap", material: "leather", kind: "belt" },
  { code: "AC-SCA", name: { nl: "Wollen sjaal", en: "Wool scarf", de: "Wollschal", fr: "Écharpe en laine" }, categoryIds: [accessories, scarves], price: 79.95, colors: ["grey", "camel", "navy"], sizes: "oneSize", brand: "harbour", material: "wool", wever: "yorkshire", kind: "scarf" },
  { code: "AC-POC", name: { nl: "Pochet", en: "Pocket square", de: "Einstecktuch", fr: "Pochette" }, categoryIds: [accessories], price: 29.95, colors: ["white", "navy"], brand: "vanDijk", material: "silk", wever: "como", kind: "square", visibility: 2 },
  { code: "AC-SOK", name: { nl: "Sokken", en: "Socks", de: "Socken", fr: "Chaussettes" }, categoryIds: [accessories], price: 14.95, colors: ["navy", "grey"], brand: "harbour", material: "cotton", kind: "socks", tiered: true, visibility: 3 },
];
