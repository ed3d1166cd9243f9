import { same, type Localized } from "./locales";

export interface AttributeOptionModel {
  value: number;
  label: Localized;
  /** Swatch colour of color_ois options (also the colour of the generated image). */
  hex?: string;
}

export interface AttributeModel {
  id: number;
  code: string;
  label: Localized;
  options: AttributeOptionModel[];
  isFilterable: boolean;
  isComparable: boolean;
  position: number;
}

const option = (value: number, label: Localized | string, hex?: string): AttributeOptionModel => ({
  value,
  label: typeof label === "string" ? same(label) : label,
  ...(hex === undefined ? {} : { hex }),
});

export const COLOR = {
  white: option(49, { nl: "Wit", en: "White", de: "Weiß", fr: "Blanc" }, "#f4f2ec"),
  lightBlue: option(50, { nl: "Lichtblauw", en: "Light blue", de: "Hellblau", fr: "Bleu clair" }, "#a9c4e4"),
  navy: option(51, { nl: "Marineblauw", en: "Navy", de: "Marineblau", fr: "Bleu marine" }, "#1f2a44"),
  black: option(52, { nl: "Zwart", en: "Black", de: "Schwarz", fr: "Noir" }, "#1b1b1b"),
  grey: option(53, { nl: "Grijs", en: "Grey", de: "Grau", fr: "Gris" }, "#8b8e93"),
  beige: option(54, { nl: "Beige", en: "Beige", de: "Beige", fr: "Beige" }, "#d9c9a8"),
  brown: option(55, { nl: "Bruin", en: "Brown", de: "Braun", fr: "Marron" }, "#6b4a2f"),
  green: option(56, { nl: "Olijfgroen", en: "Olive", de: "Oliv", fr: "Olive" }, "#5a6b3c"),
  burgundy: option(57, { nl: "Bordeaux", en: "Burgundy", de: "Bordeaux", fr: "Bordeaux" }, "#6d1f2b"),
  pink: option(58, { nl: "Roze", en: "Pink", de: "Rosa", fr: "Rose" }, "#e6b3b8"),
  camel: option(59, { nl: "Camel", en: "Camel", de: "Camel", fr: "Camel" }, "#b98a55"),
} as const;
export type ColorName = keyof typeof COLOR;

/** Size sets; a label in parentheses and the label "0" (One Size) are spec cases (presentation-content.md §5). */
export const SIZE_SETS = {
  tops: [option(161, "XS"), option(162, "S"), option(163, "M"), option(164, "L"), option(165, "XL"), option(166, "XXL")],
  knit: [option(162, "S"), option(163, "M"), option(164, "L"), option(165, "XL"), option(166, "XXL"), option(167, "XL3")],
  waist: [option(170, "30"), option(171, "31"), option(172, "32"), option(173, "33"), option(174, "34"), option(175, "36")],
  tailoring: [option(200, "46 (XS)"), option(201, "48 (S)"), option(202, "50 (M)"), option(203, "52 (L)"), option(204, "54 (XL)"), option(205, "56 (XXL)")],
  shoes: [option(180, "40"), option(181, "41"), option(182, "42"), option(183, "43"), option(184, "44"), option(185, "45"), option(186, "46")],
  belts: [option(210, "85"), option(211, "90"), option(212, "95"), option(213, "100"), option(214, "105")],
  oneSize: [option(190, "0")],
} as const;
export type SizeSet = keyof typeof SIZE_SETS;

export const BRAND = {
  vanDijk: option(300, "Van Dijk Tailoring"),
  noordkaap: option(301, "Noordkaap"),
  rive: option(302, "Atelier Rive"),
  kessler: option(303, "Kessler & Sons"),
  harbour: option(304, "Harbour Line"),
} as const;
export type BrandName = keyof typeof BRAND;

/** "wever": the weaving mill of the cloth, a default listing filter (commerce-core.md §9). */
export const WEVER = {
  tilburg: option(310, "Weverij Tilburg"),
  biella: option(311, "Lanificio Biella"),
  como: option(312, "Tessitura Como"),
  yorkshire: option(313, "Yorkshire Mill"),
  lyon: option(314, "Filature de Lyon"),
} as const;
export type WeverName = keyof typeof WEVER;

export const MATERIAL = {
  cotton: option(320, { nl: "Katoen", en: "Cotton", de: "Baumwolle", fr: "Coton" }),
  linen: option(321, { nl: "Linnen", en: "Linen", de: "Leinen", fr: "Lin" }),
  wool: option(322, { nl: "Wol", en: "Wool", de: "Wolle", fr: "Laine" }),
  cashmere: option(323, { nl: "Kasjmier", en: "Cashmere", de: "Kaschmir", fr: "Cachemire" }),
  leather: option(324, { nl: "Leer", en: "Leather", de: "Leder", fr: "Cuir" }),
  suede: option(325, { nl: "Suède", en: "Suede", de: "Wildleder", fr: "Daim" }),
  silk: option(326, { nl: "Zijde", en: "Silk", de: "Seide", fr: "Soie" }),
  denim: option(327, { nl: "Denim", en: "Denim", de: "Denim", fr: "Denim" }),
} as const;
export type MaterialName = keyof typeof MATERIAL;

export const FIT = {
  slim: option(330, { nl: "Slim fit", en: "Slim fit", de: "Slim Fit", fr: "Coupe ajustée" }),
  regular: option(331, { nl: "Regular fit", en: "Regular fit", de: "Regular Fit", fr: "Coupe droite" }),
  tailored: option(332, { nl: "Getailleerd", en: "Tailored", de: "Tailliert", fr: "Cintrée" }),
} as const;
export type FitName = keyof typeof FIT;

function uniqueSizes(): AttributeOptionModel[] {
  const byValue = new Map<number, AttributeOptionModel>();
  for (const set of Object.values(SIZE_SETS)) for (const size of set) byValue.set(size.value, size);
  return [...byValue.values()].sort((a, b) => a.value - b.value);
}

export const ATTRIBUTES: AttributeModel[] = [
  { id: 93, code: "color_ois", label: { nl: "Kleur", en: "Color", de: "Farbe", fr: "Couleur" }, options: Object.values(COLOR), isFilterable: true, isComparable: true, position: 1 },
  { id: 142, code: "size_ois", label: { nl: "Maat", en: "Size", de: "Größe", fr: "Taille" }, options: uniqueSizes(), isFilterable: true, isComparable: false, position: 2 },
  { id: 150, code: "brand_ois", label: { nl: "Merk", en: "Brand", de: "Marke", fr: "Marque" }, options: Object.values(BRAND), isFilterable: true, isComparable: true, position: 3 },
  { id: 151, code: "wever_ois", label: { nl: "Wever", en: "Weaver", de: "Weberei", fr: "Tisserand" }, options: Object.values(WEVER), isFilterable: true, isComparable: true, position: 4 },
  { id: 152, code: "material_ois", label: { nl: "Materiaal", en: "Material", de: "Material", fr: "Matière" }, options: Object.values(MATERIAL), isFilterable: true, isComparable: true, position: 5 },
  { id: 153, code: "fit_ois", label: { nl: "Pasvorm", en: "Fit", de: "Passform", fr: "Coupe" }, options: Object.values(FIT), isFilterable: true, isComparable: true, position: 6 },
];
