/**
 * presentation-content.md §3 "Product link: link_type 'colorrelation', sku,
 * linked_product_sku. Related colours sorted ascending by color_ois." The colour value is
 * the linked product's color_ois (an option id, sometimes a numeric string).
 */
export interface RelatedColour {
  sku: string;
  /** The colour's name, shown as given (the catalogue's option label). */
  label: string;
  /** The colour product's page (the app's product URL, trailing slash enforced by the link). */
  href: string;
  /** The linked product's color_ois. */
  color_ois?: number | string | null | undefined;
  /** A thumbnail of the colour product, else a swatch of `swatch`. */
  image?: string | undefined;
  /** A CSS colour for the swatch when there is no image (e.g. the search service's swatch colour). */
  swatch?: string | undefined;
}

const colourOrder = (value: number | string | null | undefined): number => {
  const number = typeof value === "number" ? value : Number(value ?? Number.NaN);
  return value === null || value === undefined || value === "" || !Number.isFinite(number) ? Number.POSITIVE_INFINITY : number;
};

/** Related colours ascending by color_ois (numerically); those without one last, in their given order. */
export function sortRelatedColours<T extends Pick<RelatedColour, "color_ois">>(colours: readonly T[]): T[] {
  return colours
    .map((colour, index) => ({ colour, index, order: colourOrder(colour.color_ois) }))
    .sort((a, b) => (a.order === b.order ? a.index - b.index : a.order < b.order ? -1 : 1))
    .map(({ colour }) => colour);
}

/** The skus a product's colour relations point at (link_type 'colorrelation'), for the app's look-up of the colour products. */
export function colourRelationSkus(links: readonly { link_type: string; linked_product_sku: string }[] | undefined): string[] {
  return [...new Set((links ?? []).filter((link) => link.link_type === "colorrelation").map((link) => link.linked_product_sku))];
}
