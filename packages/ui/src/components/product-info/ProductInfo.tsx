import { formatPrice, type PriceI18n } from "@shop/core";
import { useId, type ReactNode } from "react";
import { cx } from "../../internal/cx";
import { numberFormat } from "../../internal/number-format";
import { useLocale, useTranslate } from "../../text/text-context";
import { AddToCartButton } from "../add-to-cart-button/AddToCartButton";
import { ProductPrice } from "../product-price/ProductPrice";
import type { CardPrice } from "../product-price/rules/price-display";
import { QuantityStepper } from "../quantity-stepper/QuantityStepper";
import { Select } from "../select/Select";
import { SizeDropdown } from "../size-dropdown/SizeDropdown";
import type { SizeOption } from "../size-dropdown/rules/size-options";
import type { BundleOptionView, CustomOptionView, GroupedItem, ProductTypeId } from "./product-info.types";
import { bundleOptionIsMultiple, customOptionShown, missingBundleOptions, missingCustomOptions, surchargeOf, type BundleSelections, type CustomOptionValues, type Surcharge } from "./rules/buy-box";

const PERCENT: Intl.NumberFormatOptions = { style: "percent", maximumFractionDigits: 2 };
const EMPTY: readonly never[] = [];

export interface ProductInfoProps {
  name: string;
  brand?: string | undefined;
  typeId: ProductTypeId;
  /**
   * The price to show, worked out by the app: @shop/catalog-pricing `groupedPrice`,
   * `bundlePrice` for the chosen links, plus `customOptionsSurcharge` for the chosen options.
   */
  price: CardPrice;
  priceI18n?: PriceI18n | undefined;
  discountLabel?: string | null | undefined;
  /** The product's (or chosen variant's) stock flag: 'In stock!' or 'Out of the stock!'. */
  inStock: boolean;
  /** The product's error messages (message keys, e.g. 'No available product variants'); adding is blocked while there are any. */
  errors?: readonly string[] | undefined;
  /** The variant choice found no child (presentation-content.md §8): the warning shows. */
  noSuchConfiguration?: boolean | undefined;
  /** The related colours (RelatedColours), shown above the size. */
  colours?: ReactNode;
  /** Configurable: the sizes (see `sizeOptionsOfProduct`), the chosen size id and the choice callback. */
  sizes?: readonly SizeOption[] | undefined;
  size?: string | null | undefined;
  onSizeChange?: ((size: SizeOption) => void) | undefined;
  hideOutOfStockSizes?: boolean | undefined;
  /** Opens the 'size-guide' modal (presentation-content.md §2); no button without it. */
  onSizeGuideClick?: (() => void) | undefined;
  /** Grouped: the associated simple products and their quantities (default 1 each, commerce-core.md §4). */
  groupedItems?: readonly GroupedItem[] | undefined;
  groupedQuantities?: Readonly<Record<string, number>> | undefined;
  onGroupedQuantityChange?: ((sku: string, qty: number) => void) | undefined;
  /** Bundle: the options and the chosen link ids by option id (start from `defaultBundleSelections`). */
  bundleOptions?: readonly BundleOptionView[] | undefined;
  bundleSelections?: BundleSelections | undefined;
  onBundleSelectionChange?: ((optionId: number, linkIds: string[]) => void) | undefined;
  /** Custom options and their values by option id. */
  customOptions?: readonly CustomOptionView[] | undefined;
  customValues?: CustomOptionValues | undefined;
  onCustomOptionChange?: ((optionId: number, value: string) => void) | undefined;
  /** The quantity to add (§5 default 1); not shown for grouped products, whose lines have their own. */
  qty?: number | undefined;
  onQtyChange?: ((qty: number) => void) | undefined;
  maxQuantity?: number | undefined;
  /** The cart's adding flag for this product and whether its last add failed. */
  adding?: boolean | undefined;
  addFailed?: boolean | undefined;
  /** Add was pressed with everything chosen; the app has the choices (it passed them in). */
  onAddToCart: () => void;
  headingLevel?: 1 | 2 | undefined;
  className?: string | undefined;
}

/**
 * The product page's buy box: brand, name, price (ProductPrice), colours, the size dropdown
 * of a configurable product with the size guide button, the associated products of a grouped
 * one with their quantities, the options of a bundle (radio or checkbox per option), custom
 * options with their fixed or percent surcharges, stock, quantity and the add-to-cart button.
 * Add is blocked while adding, out of stock, with product errors or a missing choice (§5); the
 * missing choices are the button's description. Presentational: prices come in computed.
 */
export function ProductInfo(props: ProductInfoProps) {
  const { name, brand, typeId, price, priceI18n, discountLabel, inStock, errors = EMPTY, noSuchConfiguration = false, colours, sizes = EMPTY, size = null, onSizeChange, hideOutOfStockSizes, onSizeGuideClick } = props;
  const { groupedItems = EMPTY, groupedQuantities = {}, onGroupedQuantityChange, bundleOptions = EMPTY, bundleSelections = {}, onBundleSelectionChange, customOptions = EMPTY, customValues = {}, onCustomOptionChange } = props;
  const { qty = 1, onQtyChange, maxQuantity, adding = false, addFailed = false, onAddToCart, headingLevel = 1, className } = props;
  const t = useTranslate();
  const locale = useLocale();
  const missingId = useId();
  const Heading = `h${headingLevel}` as const;
  const shownCustom = customOptions.filter(customOptionShown);
  const surchargeText = (surcharge: Surcharge) => {
    if (surcharge === null) return "";
    if (surcharge.kind === "fixed") return `+${String(formatPrice(surcharge.amount, priceI18n))}`;
    return `+${numberFormat(priceI18n?.defaultLocale ?? locale, PERCENT).format(surcharge.percent / 100)}`;
  };

  const missing = [
    ...(sizes.length > 0 && size === null ? [t("Choose your size")] : []),
    ...(typeId === "bundle" ? missingBundleOptions(bundleOptions, bundleSelections) : []).map((label) => t("{{label}}: Select an option", { label })),
    ...missingCustomOptions(shownCustom, customValues).map((label) => t("{{label}}: Select an option", { label })),
  ];
  const blocked = !inStock || errors.length > 0 || missing.length > 0;

  return (
    <div className={cx("shop-buy-box", className)}>
      <div className="shop-buy-box__title">
        {brand && <p className="shop-buy-box__brand">{brand}</p>}
        <Heading className="shop-buy-box__name">{name}</Heading>
      </div>
      <ProductPrice className="shop-buy-box__price" price={price} priceI18n={priceI18n} discountLabel={discountLabel} />
      {colours}
      {errors.length > 0 && <p className="shop-buy-box__error">{errors.map((message) => t(message)).join(" ")}</p>}
      {noSuchConfiguration && (
        <p className="shop-buy-box__error" role="alert">
          {t("No such configuration for the product. Please do choose another combination of attributes.")}
        </p>
      )}

      {sizes.length > 0 && (
        <div className="shop-buy-box__size">
          <SizeDropdown sizes={sizes} productInStock={inStock} value={size} onChange={(choice) => onSizeChange?.(choice)} hideOutOfStock={hideOutOfStockSizes} showLabel />
          {onSizeGuideClick && (
            <button type="button" className="shop-buy-box__size-guide" onClick={onSizeGuideClick}>
              {t("Size guide")}
            </button>
          )}
        </div>
      )}
      {sizes.length === 0 && onSizeGuideClick && (
        <button type="button" className="shop-buy-box__size-guide" onClick={onSizeGuideClick}>
          {t("Size guide")}
        </button>
      )}

      {typeId === "grouped" && groupedItems.length > 0 && (
        <table className="shop-buy-box__grouped">
          <thead>
            <tr>
              <th scope="col">{t("Product")}</th>
              <th scope="col">{t("Price")}</th>
              <th scope="col">{t("Quantity")}</th>
            </tr>
          </thead>
          <tbody>
            {groupedItems.map((item) => (
              <tr key={item.sku}>
                <th scope="row" className="shop-buy-box__grouped-name">
                  {item.name}
                  {!item.inStock && <span className="shop-buy-box__grouped-stock">{t("Out of the stock!")}</span>}
                </th>
                <td>
                  <ProductPrice price={item.price} priceI18n={priceI18n} showDiscount={false} />
                </td>
                <td>
                  <QuantityStepper
                    value={groupedQuantities[item.sku] ?? 1}
                    onChange={(next) => onGroupedQuantityChange?.(item.sku, next)}
                    maxQuantity={item.maxQuantity}
                    disabled={!item.inStock}
                    itemName={item.name}
                    hideLabel
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {typeId === "bundle" &&
        bundleOptions.map((option) => {
          const multiple = bundleOptionIsMultiple(option);
          const chosen = bundleSelections[String(option.option_id)] ?? [];
          return (
            <fieldset key={option.option_id} className="shop-buy-box__option">
              <legend className="shop-buy-box__legend">
                {option.title}
                {option.required !== false && <span className="shop-buy-box__required"> ({t("Required")})</span>}
              </legend>
              {option.product_links.map((link) => {
                const id = String(link.id);
                const checked = chosen.includes(id);
                const change = () => onBundleSelectionChange?.(option.option_id, multiple ? (checked ? chosen.filter((entry) => entry !== id) : [...chosen, id]) : [id]);
                return (
                  <label key={id} className="shop-buy-box__choice">
                    <input type={multiple ? "checkbox" : "radio"} name={`bundle-${option.option_id}`} value={id} checked={checked} onChange={change} />
                    <span className="shop-buy-box__choice-label">
                      {link.qty > 1 ? `${link.qty} × ` : ""}
                      {link.name ?? link.sku}
                    </span>
                    {link.price != null && <span className="shop-buy-box__choice-price">{String(formatPrice(link.price, priceI18n))}</span>}
                  </label>
                );
              })}
            </fieldset>
          );
        })}

      {shownCustom.map((option) => {
        const value = customValues[String(option.option_id)] ?? "";
        const required = option.is_require ? ` (${t("Required")})` : "";
        if (option.type === "drop_down" || option.type === "radio") {
          return (
            <div key={option.option_id} className="shop-buy-box__custom">
              <Select
                label={`${option.title}${required}`}
                options={(option.values ?? []).map((entry) => {
                  const surcharge = surchargeText(surchargeOf(entry.price, entry.price_type));
                  return { value: String(entry.option_type_id), label: surcharge ? `${entry.title} (${surcharge})` : entry.title };
                })}
                value={value === "" ? null : value}
                onChange={(next) => onCustomOptionChange?.(option.option_id, next)}
                placeholder={t("Select an option")}
              />
            </div>
          );
        }
        const surcharge = surchargeText(surchargeOf(option.price, option.price_type));
        const fieldId = `${missingId}-custom-${option.option_id}`;
        const Field = option.type === "area" ? "textarea" : "input";
        return (
          <div key={option.option_id} className="shop-buy-box__custom">
            <label className="shop-buy-box__custom-label" htmlFor={fieldId}>
              {option.title}
              {surcharge && <span className="shop-buy-box__surcharge"> {surcharge}</span>}
              {required}
            </label>
            <Field
              id={fieldId}
              className="shop-buy-box__custom-field"
              value={value}
              maxLength={option.max_characters && option.max_characters > 0 ? option.max_characters : undefined}
              required={option.is_require}
              onChange={(event) => onCustomOptionChange?.(option.option_id, event.target.value)}
            />
          </div>
        );
      })}

      <p className={cx("shop-buy-box__stock", inStock ? "shop-buy-box__stock--in" : "shop-buy-box__stock--out")}>{inStock ? t("In stock!") : t("Out of the stock!")}</p>

      <div className="shop-buy-box__actions">
        {typeId !== "grouped" && (
          <QuantityStepper value={qty} onChange={(next) => onQtyChange?.(next)} maxQuantity={maxQuantity} disabled={!inStock} itemName={name} hideLabel className="shop-buy-box__qty" />
        )}
        <AddToCartButton adding={adding} failed={addFailed} disabled={blocked} describedBy={missing.length > 0 ? missingId : undefined} onAddToCart={onAddToCart} className="shop-buy-box__add" />
        {missing.length > 0 && (
          <span id={missingId} hidden>
            {missing.join(". ")}
          </span>
        )}
      </div>
    </div>
  );
}
