import type { Localized } from "./locales";

export interface CategoryModel {
  id: number;
  parentId: number;
  name: Localized;
  urlKey: Localized;
  position: number;
  isActive: boolean;
  includeInMenu: boolean;
  displayMode: "PRODUCTS" | "PAGE" | "PRODUCTS_AND_PAGE";
}

/** The tree root of commerce-core.md §9 ("root category id 2"); its parent is Magento's id 1. */
export const ROOT_CATEGORY_ID = 2;

export const CATEGORY = {
  shirts: 3,
  trousers: 4,
  jackets: 5,
  knitwear: 6,
  shoes: 7,
  accessories: 8,
  sale: 9,
  casualShirts: 10,
  formalShirts: 11,
  chinos: 12,
  jeans: 13,
  blazers: 14,
  coats: 15,
  sneakers: 16,
  dressShoes: 17,
  ties: 18,
  belts: 19,
  scarves: 20,
  gifts: 21,
  lookbook: 22,
  archive: 23,
} as const;

const category = (
  id: number,
  parentId: number,
  position: number,
  name: Localized,
  urlKey: Localized,
  extra: Partial<Pick<CategoryModel, "isActive" | "includeInMenu" | "displayMode">> = {},
): CategoryModel => ({ id, parentId, position, name, urlKey, isActive: true, includeInMenu: true, displayMode: "PRODUCTS", ...extra });

export const CATEGORIES: CategoryModel[] = [
  category(ROOT_CATEGORY_ID, 1, 1, { nl: "Heren", en: "Men", de: "Herren", fr: "Homme" }, { nl: "heren", en: "men", de: "herren", fr: "homme" }),
  category(CATEGORY.shirts, 2, 1, { nl: "Overhemden", en: "Shirts", de: "Hemden", fr: "Chemises" }, { nl: "overhemden", en: "shirts", de: "hemden", fr: "chemises" }),
  category(CATEGORY.trousers, 2, 2, { nl: "Broeken", en: "Trousers", de: "Hosen", fr: "Pantalons" }, { nl: "broeken", en: "trousers", de: "hosen", fr: "pantalons" }),
  category(CATEGORY.jackets, 2, 3, { nl: "Jassen", en: "Jackets", de: "Jacken", fr: "Vestes" }, { nl: "jassen", en: "jackets", de: "jacken", fr: "vestes" }),
  category(CATEGORY.knitwear, 2, 4, { nl: "Truien", en: "Knitwear", de: "Strick", fr: "Maille" }, { nl: "truien", en: "knitwear", de: "strick", fr: "maille" }),
  category(CATEGORY.shoes, 2, 5, { nl: "Schoenen", en: "Shoes", de: "Schuhe", fr: "Chaussures" }, { nl: "schoenen", en: "shoes", de: "schuhe", fr: "chaussures" }),
  category(CATEGORY.accessories, 2, 6, { nl: "Accessoires", en: "Accessories", de: "Accessoires", fr: "Accessoires" }, { nl: "accessoires", en: "accessories", de: "accessoires", fr: "accessoires" }),
  category(CATEGORY.sale, 2, 7, { nl: "Sale", en: "Sale", de: "Sale", fr: "Soldes" }, { nl: "sale", en: "sale", de: "sale", fr: "soldes" }),
  category(CATEGORY.casualShirts, CATEGORY.shirts, 1, { nl: "Casual overhemden", en: "Casual shirts", de: "Freizeithemden", fr: "Chemises décontractées" }, { nl: "casual", en: "casual", de: "freizeit", fr: "decontractees" }),
  category(CATEGORY.formalShirts, CATEGORY.shirts, 2, { nl: "Zakelijke overhemden", en: "Formal shirts", de: "Businesshemden", fr: "Chemises habillées" }, { nl: "zakelijk", en: "formal", de: "business", fr: "habillees" }),
  category(CATEGORY.chinos, CATEGORY.trousers, 1, { nl: "Chino's", en: "Chinos", de: "Chinos", fr: "Chinos" }, { nl: "chinos", en: "chinos", de: "chinos", fr: "chinos" }),
  category(CATEGORY.jeans, CATEGORY.trousers, 2, { nl: "Jeans", en: "Jeans", de: "Jeans", fr: "Jeans" }, { nl: "jeans", en: "jeans", de: "jeans", fr: "jeans" }),
  category(CATEGORY.blazers, CATEGORY.jackets, 1, { nl: "Colberts", en: "Blazers", de: "Sakkos", fr: "Blazers" }, { nl: "colberts", en: "blazers", de: "sakkos", fr: "blazers" }),
  category(CATEGORY.coats, CATEGORY.jackets, 2, { nl: "Winterjassen", en: "Coats", de: "Mäntel", fr: "Manteaux" }, { nl: "winterjassen", en: "coats", de: "maentel", fr: "manteaux" }),
  category(CATEGORY.sneakers, CATEGORY.shoes, 1, { nl: "Sneakers", en: "Sneakers", de: "Sneaker", fr: "Baskets" }, { nl: "sneakers", en: "sneakers", de: "sneaker", fr: "baskets" }),
  category(CATEGORY.dressShoes, CATEGORY.shoes, 2, { nl: "Nette schoenen", en: "Dress shoes", de: "Business-Schuhe", fr: "Chaussures habillées" }, { nl: "nette-schoenen", en: "dress-shoes", de: "business-schuhe", fr: "chaussures-habillees" }),
  category(CATEGORY.ties, CATEGORY.accessories, 1, { nl: "Stropdassen", en: "Ties", de: "Krawatten", fr: "Cravates" }, { nl: "stropdassen", en: "ties", de: "krawatten", fr: "cravates" }),
  category(CATEGORY.belts, CATEGORY.accessories, 2, { nl: "Riemen", en: "Belts", de: "Gürtel", fr: "Ceintures" }, { nl: "riemen", en: "belts", de: "guertel", fr: "ceintures" }),
  category(CATEGORY.scarves, CATEGORY.accessories, 3, { nl: "Sjaals", en: "Scarves", de: "Schals", fr: "Écharpes" }, { nl: "sjaals", en: "scarves", de: "schals", fr: "echarpes" }),
  category(CATEGORY.gifts, 2, 8, { nl: "Cadeaus", en: "Gifts", de: "Geschenke", fr: "Cadeaux" }, { nl: "cadeaus", en: "gifts", de: "geschenke", fr: "cadeaux" }),
  // A content page in the menu: no category URL is registered for it (commerce-core.md §2).
  category(CATEGORY.lookbook, 2, 9, { nl: "Lookbook", en: "Lookbook", de: "Lookbook", fr: "Lookbook" }, { nl: "lookbook", en: "lookbook", de: "lookbook", fr: "lookbook" }, { displayMode: "PAGE" }),
  // Inactive: listings show only active categories (commerce-core.md §5).
  category(CATEGORY.archive, 2, 10, { nl: "Archief", en: "Archive", de: "Archiv", fr: "Archives" }, { nl: "archief", en: "archive", de: "archiv", fr: "archives" }, { isActive: false, includeInMenu: false }),
];

/** Ids from Magento's root (1) down to the category. */
export function categoryPathIds(id: number, categories: CategoryModel[] = CATEGORIES): number[] {
  const byId = new Map(categories.map((entry) => [entry.id, entry]));
  const ids: number[] = [];
  for (let current = byId.get(id); current !== undefined; current = byId.get(current.parentId)) ids.unshift(current.id);
  return [1, ...ids];
}
