import type { ProductLabel } from "../product-labels/rules/label-corners";
import type { CardPrice } from "../product-price/rules/price-display";
import type { ConfigurableProductSizes } from "../size-dropdown/rules/size-options";
import type { CardImage } from "./rules/card-image";

/**
 * The product a card shows: the fields of presentation-content.md §3 "Product card" that the
 * card reads. The app maps its catalogue product onto it.
 */
export interface CardProduct extends ConfigurableProductSizes {
  sku: string;
  parentSku?: string;
  title: string;
  /** The product link; the card enforces the trailing slash (§2), except after a file name (`oxford.html`): @shop/core `withTrailingSlash`. */
  link: string;
  /** Images in order; the card uses at most 2 (the second on hover). */
  image: readonly CardImage[];
  price: CardPrice;
  /** The feed's discount badge, e.g. "-30%" (§5). */
  discountLabel?: string | null;
  stock: { is_in_stock: boolean };
  /** Error messages by kind (commerce-core.md §3), e.g. { variants: 'No available product variants' }. */
  errors?: Readonly<Record<string, string | null | undefined>> | null;
  configurable_options?: readonly {
    attribute_code: string;
    attribute_id?: number | string;
    label: string;
    values: readonly { value_index: number | string; label: string }[];
  }[];
  product_labels?: readonly ProductLabel[];
}
