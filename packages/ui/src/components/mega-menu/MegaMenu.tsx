import type { CSSProperties } from "react";
import { useReducedMotion } from "../../internal/use-media-query";
import { ShopLink } from "../../link/ShopLink";
import type { ImageUrlBuilder, MenuCategory, MenuTile } from "./menu-types";
import { MenuColumnLinks } from "./MenuColumnLinks";
import { fadeStep, plainImageUrl, showsPromoTile, TILE_IMAGE_SIZES, TILE_IMAGE_WIDTH, tileMediaKind, tileSrcSet } from "./rules/menu-rules";

export interface MegaMenuProps {
  category: MenuCategory;
  id?: string;
  imageUrl?: ImageUrlBuilder;
}

/**
 * The panel of one top-level category (presentation-content.md §2 Header): columns of links
 * with an optional 'show all' link, fading in one after another, and a promo tile when there
 * are fewer than 5 columns.
 */
export function MegaMenu({ category, id, imageUrl = plainImageUrl }: MegaMenuProps) {
  return (
    <div className="shop-mega-menu" id={id}>
      <div className="shop-mega-menu__columns">
        {category.columns.map((column, index) => (
          <div key={index} className="shop-mega-menu__column" style={{ "--shop-fade-step": fadeStep(index) } as CSSProperties}>
            <MenuColumnLinks column={column} block="shop-mega-menu" />
          </div>
        ))}
      </div>
      {category.tile && showsPromoTile(category) && <PromoTile tile={category.tile} imageUrl={imageUrl} />}
    </div>
  );
}

function PromoTile({ tile, imageUrl }: { tile: MenuTile; imageUrl: ImageUrlBuilder }) {
  const reducedMotion = useReducedMotion();
  const { filename, alt } = tile.asset;
  return (
    <figure className="shop-tile" data-overlay={tile.displayOverlay ? "" : undefined}>
      {tileMediaKind(filename) === "video" ? (
        <video className="shop-tile__media" src={filename} muted loop playsInline autoPlay={!reducedMotion} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} />
      ) : (
        <img className="shop-tile__media" src={imageUrl(filename, TILE_IMAGE_WIDTH)} srcSet={tileSrcSet(filename, imageUrl)} sizes={TILE_IMAGE_SIZES} alt={alt} loading="lazy" />
      )}
      {(tile.title || (tile.buttonText && tile.buttonHref)) && (
        <figcaption className="shop-tile__caption">
          {tile.title && <span className="shop-tile__title">{tile.title}</span>}
          {tile.buttonText && tile.buttonHref && (
            <ShopLink className="shop-button shop-button--secondary" href={tile.buttonHref}>
              {tile.buttonText}
            </ShopLink>
          )}
        </figcaption>
      )}
    </figure>
  );
}
