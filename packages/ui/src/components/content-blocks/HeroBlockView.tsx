import { cx } from "../../internal/cx";
import { useContentOptions } from "./content-context";
import type { HeroBlock } from "./content-types";
import { ContentLink } from "./ContentLink";
import { ResponsiveImage } from "./ContentImage";
import { safeImageSrc } from "./rules/content-image";
import { contentLink } from "./rules/content-link";

/** §2 hero: the desktop asset from 1024 px, the mobile one below; an optional title, subtitle and button. */
export function HeroBlockView({ block, headingLevel = 2 }: { block: HeroBlock; headingLevel?: 1 | 2 }) {
  const { localize, trailingSlash } = useContentOptions();
  const Heading = `h${headingLevel}` as const;
  // A button whose address is refused (javascript:…) is left out: it would look pressable and do nothing.
  const button = Boolean(block.buttonText) && contentLink(block.buttonHref, { localize, trailingSlash }).kind !== "refused";
  const hasText = Boolean(block.title || block.subtitle || button);
  // Over the picture from the desktop breakpoint only when there is a picture.
  const hasImage = safeImageSrc(block.desktopAsset?.filename) || safeImageSrc(block.mobileAsset?.filename);
  return (
    <section className={cx("shop-content-hero", hasImage && "shop-content-hero--image")} data-block="hero">
      {hasImage && block.desktopAsset ? <ResponsiveImage className="shop-content-hero__image" desktop={block.desktopAsset} mobile={block.mobileAsset} eager /> : null}
      {hasText && (
        <div className="shop-content-hero__text">
          {block.title ? <Heading className="shop-content-hero__title">{block.title}</Heading> : null}
          {block.subtitle ? <p className="shop-content-hero__subtitle">{block.subtitle}</p> : null}
          {button ? (
            <ContentLink className="shop-button shop-content-hero__button" href={block.buttonHref}>
              {block.buttonText}
            </ContentLink>
          ) : null}
        </div>
      )}
    </section>
  );
}
