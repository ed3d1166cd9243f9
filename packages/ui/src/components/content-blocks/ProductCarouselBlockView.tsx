import { ProductCard } from "../product-card/ProductCard";
import type { CardProduct } from "../product-card/product-card.types";
import { ProductsCarousel } from "../products-carousel/ProductsCarousel";
import { LoadingState } from "../../internal/content-states";
import { useContentOptions } from "./content-context";
import type { ProductCarouselBlock } from "./content-types";
import { carouselProducts } from "./rules/carousel-products";

/**
 * The product carousel block: the products of its skus (in the editor's order, the ones the
 * app found) in the §2 ProductsCarousel. While they load a spinner holds the place; with none
 * the block renders nothing.
 */
export function ProductCarouselBlockView({ block }: { block: ProductCarouselBlock }) {
  const { products, productsLoading, renderProduct, imageUrl, priceI18n } = useContentOptions();
  const items = carouselProducts(block.skus, products);
  if (items.length === 0) {
    if (!productsLoading) return null;
    return (
      <section className="shop-content-carousel shop-content-carousel--loading" data-block="productCarousel" aria-busy="true">
        {block.title ? <h2 className="shop-content-block__title">{block.title}</h2> : null}
        <LoadingState className="shop-content-carousel__loading" />
      </section>
    );
  }
  const render =
    renderProduct ??
    ((product: CardProduct, index: number) => (
      <ProductCard product={product} context="carousel" index={index} hideActions headingLevel={3} {...(imageUrl ? { imageUrl } : {})} {...(priceI18n ? { priceI18n } : {})} />
    ));
  return (
    <div className="shop-content-carousel" data-block="productCarousel">
      <ProductsCarousel title={block.title} items={items} getKey={(product) => product.sku} renderItem={render} />
    </div>
  );
}
