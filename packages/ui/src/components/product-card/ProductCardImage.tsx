import { useEffect, useRef, useState } from "react";
import type { CardImagePlaceholder, CardImageSources } from "./rules/card-image";

export interface ProductCardImageProps {
  sources: CardImageSources;
  placeholder: CardImagePlaceholder | null;
  loading: "eager" | "lazy";
}

/**
 * The card's main image over its §9 low-quality placeholder (presentation-content.md §9
 * "Placeholder image"). The placeholder lies under the image, so it shows through while the
 * image loads (a loading or failed `<img alt="">` paints nothing), also before hydration and
 * without JS; once the image has loaded it leaves the DOM. No fade: the image simply covers it.
 */
export function ProductCardImage({ sources, placeholder, loading }: ProductCardImageProps) {
  const image = useRef<HTMLImageElement>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const { src } = sources;

  // An image loaded before React listened (server-rendered, cached) fires no load event.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth > 0) setLoadedSrc(src);
  }, [src]);

  return (
    <>
      {placeholder && loadedSrc !== src && (
        <picture className="shop-product-card__placeholder">
          {placeholder.webpSrc && <source type="image/webp" srcSet={placeholder.webpSrc} />}
          <img className="shop-product-card__placeholder-image" src={placeholder.src} alt="" loading={loading} />
        </picture>
      )}
      <img ref={image} className="shop-product-card__image" alt="" loading={loading} decoding="async" {...sources} onLoad={() => setLoadedSrc(src)} />
    </>
  );
}
