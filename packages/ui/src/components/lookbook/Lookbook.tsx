import { Fragment, useRef, useState, type CSSProperties } from "react";
import { cx } from "../../internal/cx";
import { PlusIcon } from "../../internal/icons";
import { useEscapeKey, useOutsidePointer } from "../../internal/use-dismiss";
import { useDomId } from "../../internal/use-dom-id";
import { useTranslate } from "../../text/text-context";
import { ContentOptionsProvider, type ContentOptions } from "../content-blocks/content-context";
import { ContentImage } from "../content-blocks/ContentImage";
import { ContentLink } from "../content-blocks/ContentLink";
import type { ImageAsset } from "../content-blocks/content-types";
import { hotspotPlacement } from "./rules/hotspot";

export interface LookbookProduct {
  title: string;
  href: string;
  /** Already formatted (the app's price format). */
  price?: string;
  image?: ImageAsset;
}

export interface LookbookHotspot {
  id: string;
  /** Percent of the picture's width and height (0–100). */
  x: number;
  y: number;
  product: LookbookProduct;
}

export interface LookbookLook {
  id: string;
  title?: string;
  image: ImageAsset;
  hotspots: readonly LookbookHotspot[];
}

export interface LookbookProps extends ContentOptions {
  title?: string;
  looks: readonly LookbookLook[];
  className?: string;
}

function Look({ look }: { look: LookbookLook }) {
  const t = useTranslate();
  const [open, setOpen] = useState<string | null>(null);
  const figure = useRef<HTMLElement>(null);
  const baseId = useDomId("shop-look");
  const hotspots = Array.isArray(look.hotspots) ? look.hotspots : [];

  // Escape closes the open card and gives focus back to its spot; a press outside closes it.
  useEscapeKey(open !== null, () => {
    figure.current?.querySelector<HTMLButtonElement>(`[data-hotspot="${CSS.escape(open ?? "")}"]`)?.focus();
    setOpen(null);
  });
  useOutsidePointer(figure, open !== null, () => setOpen(null));

  return (
    <section className="shop-look" aria-labelledby={`${baseId}-title`}>
      <h2 className="shop-look__title" id={`${baseId}-title`}>
        {look.title ?? t("Shop the look")}
      </h2>
      <figure ref={figure} className="shop-look__figure">
        <ContentImage className="shop-look__image" image={look.image} sizes="(min-width: 1024px) 60vw, 100vw" />
        {hotspots.map((spot, index) => {
          const place = hotspotPlacement(spot);
          const expanded = open === spot.id;
          const cardId = `${baseId}-${index}`;
          // The card sits beside its spot from the tablet width on (CSS reads --x and --y), along the picture's foot on a phone.
          const position = { "--x": `${place.x}%`, "--y": `${place.y}%` } as CSSProperties;
          return (
            <Fragment key={spot.id}>
              <button
                type="button"
                className="shop-look__hotspot"
                style={position}
                data-hotspot={spot.id}
                aria-expanded={expanded}
                aria-controls={cardId}
                aria-label={t("Show {{product}}", { product: spot.product.title })}
                onClick={() => setOpen(expanded ? null : spot.id)}
              >
                <PlusIcon size={16} />
              </button>
              <div id={cardId} className={cx("shop-look__card", `shop-look__card--${place.horizontal}`, `shop-look__card--${place.vertical}`)} style={position} hidden={!expanded}>
                {spot.product.image ? <ContentImage className="shop-look__card-image" image={{ ...spot.product.image, alt: "" }} sizes="64px" widths={[375]} /> : null}
                <span className="shop-look__card-text">
                  <ContentLink className="shop-look__card-link" href={spot.product.href}>
                    {spot.product.title}
                  </ContentLink>
                  {spot.product.price ? <span className="shop-look__price">{spot.product.price}</span> : null}
                </span>
              </div>
            </Fragment>
          );
        })}
      </figure>
      {hotspots.length > 0 ? (
        <div className="shop-look__products">
          <h3 className="shop-look__products-title">{t("Products in this look")}</h3>
          <ul className="shop-look__list">
            {hotspots.map((spot) => (
              <li key={spot.id} className="shop-look__item">
                <ContentLink href={spot.product.href}>{spot.product.title}</ContentLink>
                {spot.product.price ? <span className="shop-look__price">{spot.product.price}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The lookbook (/lookbook/, presentation-content.md §2 shop-the-look): each look is a picture
 * with hotspots on the products worn; a hotspot (a button, keyboard and screen-reader
 * reachable) opens a small card linking to the product, and every look lists its products
 * under the picture too, so nothing depends on finding a spot.
 */
export function Lookbook({ title, looks, className, ...options }: LookbookProps) {
  const t = useTranslate();
  return (
    <ContentOptionsProvider options={options}>
      <div className={cx("shop-lookbook", className)}>
        <h1 className="shop-lookbook__title">{title ?? t("Lookbook")}</h1>
        {looks.length === 0 ? <p className="shop-lookbook__empty">{t("There are no looks yet.")}</p> : looks.map((look) => <Look key={look.id} look={look} />)}
      </div>
    </ContentOptionsProvider>
  );
}
