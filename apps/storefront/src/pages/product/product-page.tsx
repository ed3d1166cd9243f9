import { configureProduct, selectCurrentProduct, selectOriginalProduct, selectProductErrors, selectProductParts } from "@shop/catalog-pricing";
import { useAddToCart } from "@shop/cart/react";
import { pushTagEvent, viewItemEvent } from "@shop/cms";
import { notifySearchService } from "@shop/search";
import { useRecommendations } from "@shop/search/react";
import type { ShopState } from "@shop/store";
import {
  Breadcrumbs,
  ProductGallery,
  ProductInfo,
  ProductPage,
  RecommendationCarousel,
  RelatedColours,
  SizeGuideTable,
  defaultBundleSelections,
  sizeOptionsOfProduct,
  useTranslate,
  type BundleSelections,
  type CustomOptionValues,
  type SizeOption,
} from "@shop/ui";
import { customOptionsSurcharge } from "@shop/catalog-pricing";
import { useEffect, useMemo, useState } from "react";
import { useDispatch, useSelector } from "react-redux";
import { useLoaderData } from "react-router-dom";
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import type { ShopExtra } from "@shop/store";
import { scriptJson } from "../../app/Document";
import { useShop } from "../../app/shop-context";
import { sanitizeHtml } from "../../content/sanitizer";
import { PageHead } from "../../head/PageHead";
import { productStructuredData } from "../../head/product-structured-data";
import { cardOfListingProduct } from "../../catalog/listing-card";
import { imageUrlBuilder } from "../../shell/image-url";
import { useShopModals } from "../../shell/shop-modals";
import type { ProductPageData } from "./product-loader";
import { MENSWEAR_SIZE_GUIDE } from "./size-guide";
import { breadcrumbsOf, bundlePriceOf, chosenBundleOptions, chosenCustomOptions, customOptionsOf, galleryOf, groupedItemsOf, priceOf } from "./product-view";

export { loader } from "./product-loader";

const SIZE_ATTRIBUTE = "size_ois";
type Dispatch = ThunkDispatch<ShopState, ShopExtra, UnknownAction>;

/** /p/{parentSku}/{slug}[/{childSku}]: every product type (simple, configurable, grouped, bundle, custom options). */
export function Page() {
  const data = useLoaderData<ProductPageData>();
  const original = useSelector((state: ShopState) => selectOriginalProduct(state));
  const shown = useSelector((state: ShopState) => selectCurrentProduct(state));
  if (original === null || shown === null || original.sku !== data.sku) return null;
  return <ProductView key={original.sku} data={data} />;
}

function ProductView({ data }: { data: ProductPageData }) {
  const { config, view, localize, origin } = useShop();
  const t = useTranslate();
  const dispatch = useDispatch<Dispatch>();
  const modals = useShopModals();
  const original = useSelector((state: ShopState) => selectOriginalProduct(state));
  const product = useSelector((state: ShopState) => selectCurrentProduct(state));
  const parts = useSelector((state: ShopState) => selectProductParts(state));
  const errors = useSelector((state: ShopState) => selectProductErrors(state));
  const { add, adding } = useAddToCart();
  const [size, setSize] = useState<string | null>(null);
  const [qty, setQty] = useState(1);
  const [addFailed, setAddFailed] = useState(false);
  const [groupedQuantities, setGroupedQuantities] = useState<Record<string, number>>({});
  const [bundleSelections, setBundleSelections] = useState<BundleSelections>(() => defaultBundleSelections(data.bundleOptions));
  const [customValues, setCustomValues] = useState<CustomOptionValues>({});
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);

  // The tag manager's view_item, once per product shown (presentation-content.md §7).
  useEffect(() => {
    if (original === null) return;
    dispatch(pushTagEvent(viewItemEvent(view.i18n.currencyCode, { sku: original.sku, name: original.name, price: priceOf(original).special ?? priceOf(original).regular, quantity: 1 })));
  }, [dispatch, original, view.i18n.currencyCode]);

  if (original === null || product === null) return null;
  const typeId = original.type_id;
  const customOptions = customOptionsOf(original);
  const basePrice = typeId === "bundle" ? bundlePriceOf(data.bundleOptions, bundleSelections) : (priceOf(product).special ?? priceOf(product).regular);
  const chosenCustom = chosenCustomOptions(customValues);
  const surcharge = customOptionsSurcharge(original.custom_options, chosenCustom, basePrice);
  const basePriceView = typeId === "bundle" ? { regular: basePrice } : priceOf(product);
  const price = surcharge === 0 ? basePriceView : { regular: basePriceView.regular + surcharge, ...(basePriceView.special !== undefined && basePriceView.special !== null && { special: basePriceView.special + surcharge }) };
  const sizes: SizeOption[] = typeId === "configurable" ? sizeOptionsOfProduct(original, SIZE_ATTRIBUTE) : [];
  const inStock = product.stock?.is_in_stock ?? true;
  const errorMessages = Object.values(errors).filter((message): message is string => typeof message === "string" && message !== "");
  const groupedItems = typeId === "grouped" ? groupedItemsOf(original, parts) : [];

  const chooseSize = (option: SizeOption) => {
    setSize(option.id);
    void dispatch(configureProduct({ configuration: { ...selectedConfiguration(original), [SIZE_ATTRIBUTE]: option.id } }));
  };

  const addToCart = async () => {
    setAddFailed(false);
    try {
      if (typeId === "grouped") {
        // Each part starts at 1 (commerce-core.md §4: grouped parts each qty 1), as the buy box shows.
        const chosen = groupedItems.filter((item) => (groupedQuantities[item.sku] ?? 1) > 0);
        const bySku = new Map(parts.map((part) => [part.sku, part]));
        await add(
          chosen.flatMap((item) => {
            const part = bySku.get(item.sku);
            return part === undefined ? [] : [{ product: part, qty: groupedQuantities[item.sku] ?? 1 }];
          }),
        );
        return;
      }
      const extension = {
        ...(chosenCustom.length > 0 && { custom_options: chosenCustom }),
        ...(typeId === "bundle" && { bundle_options: chosenBundleOptions(data.bundleOptions, bundleSelections) }),
      };
      const withOptions = Object.keys(extension).length === 0 ? product : { ...product, price_incl_tax: price.special ?? price.regular, product_option: { ...product.product_option, extension_attributes: { ...product.product_option?.extension_attributes, ...extension } } };
      const outcome = await add([{ product: withOptions, qty }]);
      if (outcome.some((entry) => !entry.added)) setAddFailed(true);
      // The search service learns what was added (§7 notification add-to-cart; silent on failure).
      else void dispatch(notifySearchService({ type: "add-to-cart", productKey: original.sku }));
    } catch {
      setAddFailed(true);
    }
  };

  const pageUrl = `${origin}${localize(`/p/${encodeURIComponent(original.sku)}/${original.slug ?? ""}/`)}`;
  const structured = productStructuredData(original, { url: pageUrl, view, imageUrl: (src) => imageUrl(src, 1024), brand: data.brand });
  const description = sanitizeHtml(original.description);
  return (
    <>
      <PageHead title={original.meta_title ?? original.name} description={original.meta_description ?? original.short_description ?? undefined} type="product" image={original.image === undefined ? undefined : imageUrl(original.image, 1024)} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structured) }} />
      <ProductPage
        breadcrumbs={<Breadcrumbs crumbs={breadcrumbsOf(original, t("Home"), localize)} />}
        gallery={<ProductGallery items={galleryOf(product.image === original.image ? original : { ...original, image: product.image })} labels={(original.product_labels ?? []).filter((label) => label.type === 2)} imageUrl={imageUrl} />}
        info={
          <ProductInfo
            name={original.name}
            brand={data.brand}
            typeId={typeId === "virtual" || typeId === "downloadable" ? "simple" : typeId}
            price={price}
            priceI18n={view.i18n}
            inStock={inStock}
            errors={errorMessages}
            colours={data.colours.length > 0 ? <RelatedColours colours={data.colours} currentSku={original.sku} imageUrl={imageUrl} /> : undefined}
            {...(typeId === "configurable" && { sizes, size, onSizeChange: chooseSize, onSizeGuideClick: () => modals.open("size-guide", { title: t("Size guide"), body: <SizeGuideTable rows={MENSWEAR_SIZE_GUIDE} /> }) })}
            {...(typeId === "grouped" && { groupedItems, groupedQuantities, onGroupedQuantityChange: (sku: string, next: number) => setGroupedQuantities((current) => ({ ...current, [sku]: next })) })}
            {...(typeId === "bundle" && { bundleOptions: data.bundleOptions, bundleSelections, onBundleSelectionChange: (optionId: number, linkIds: string[]) => setBundleSelections((current) => ({ ...current, [String(optionId)]: linkIds })) })}
            {...(customOptions.length > 0 && { customOptions, customValues, onCustomOptionChange: (optionId: number, value: string) => setCustomValues((current) => ({ ...current, [String(optionId)]: value })) })}
            qty={qty}
            onQtyChange={setQty}
            adding={adding}
            addFailed={addFailed}
            onAddToCart={() => void addToCart()}
          />
        }
        {...(description !== "" && { description: <div className="shop-rich-text" dangerouslySetInnerHTML={{ __html: description }} /> })}
        details={data.details}
        recommendations={<ProductRecommendations sku={original.sku} />}
      />
    </>
  );
}

/** The configuration chosen so far (other attributes than size keep their values). */
function selectedConfiguration(product: { configurable_options?: readonly { attribute_code: string; values: readonly { value_index: number | string }[] }[] }): Record<string, string> {
  const configuration: Record<string, string> = {};
  for (const option of product.configurable_options ?? []) {
    if (option.attribute_code === SIZE_ATTRIBUTE) continue;
    const first = option.values[0];
    if (option.values.length === 1 && first !== undefined) configuration[option.attribute_code] = String(first.value_index);
  }
  return configuration;
}

/** ALTERNATIVES and UPSELL from the search service (presentation-content.md §7), 8 each, loaded in the browser below the fold. */
function ProductRecommendations({ sku }: { sku: string }) {
  const { config, view } = useShop();
  const dispatch = useDispatch<Dispatch>();
  const { alternatives, upsell } = useRecommendations({ sku });
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);
  const click = (ticket: string | undefined) => ticket !== undefined && void dispatch(notifySearchService({ type: "click", ticket }));
  return (
    <>
      {alternatives.length > 0 && (
        <RecommendationCarousel algorithm="ALTERNATIVES" products={alternatives.map(cardOfListingProduct)} priceI18n={view.i18n} cardProps={{ imageUrl, hideActions: true }} onProductClick={(_product, index) => click(alternatives[index]?.ticket)} />
      )}
      {upsell.length > 0 && (
        <RecommendationCarousel algorithm="UPSELL" products={upsell.map(cardOfListingProduct)} priceI18n={view.i18n} cardProps={{ imageUrl, hideActions: true }} onProductClick={(_product, index) => click(upsell[index]?.ticket)} />
      )}
    </>
  );
}
