/** presentation-content.md §9: "first 4 carousel cards load eagerly, first 5 list cards load labels eagerly". */
export const EAGER_CAROUSEL_CARDS = 4;
export const EAGER_LIST_LABEL_CARDS = 5;

export type CardContext = "list" | "carousel";

export interface CardLoading {
  /** `loading` attribute of the main image. */
  image: "eager" | "lazy";
  /** Render the labels at once; otherwise when the card nears the viewport. */
  labelsEager: boolean;
}

/**
 * How a card at `index` (0-based) loads. Carousel: the first 4 images eager, labels always
 * (the carousel renders its cards together). List: the first 5 cards eager — images too,
 * since they are the ones above the fold — the rest lazy with labels deferred.
 */
export function cardLoading(context: CardContext, index: number): CardLoading {
  if (context === "carousel") return { image: index < EAGER_CAROUSEL_CARDS ? "eager" : "lazy", labelsEager: true };
  const eager = index < EAGER_LIST_LABEL_CARDS;
  return { image: eager ? "eager" : "lazy", labelsEager: eager };
}
