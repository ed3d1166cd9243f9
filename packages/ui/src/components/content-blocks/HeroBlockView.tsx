import type { HeroBlock } from "./content-types";
import { ContentLink } from "./ContentLink";
import { ResponsiveImage } from "./ContentImage";

/** §2 hero: the desktop asset from 1024 px, the mobile one below; an optional title, subtitle and button. */
export function HeroBlockView({ block, headingLevel = 2 }: { block: HeroBlock; headingLevel?: 1 | 2 }) {
  const Heading = `h${headingLevel}` as const;
  const hasText = Boolean(block.title || block.subtitle || (block.buttonText && block.buttonHref));
  return (
    <section className="shop-content-hero" data-block="hero">
      {block.desktopAsset ? <ResponsiveImage className="shop-content-hero__image" desktop={block.desktopAsset} mobile={block.mobileAsset} eager /> : null}
      {hasText && (
        <div className="shop-content-hero__text">
          {block.title ? <Heading className="shop-content-hero__title">{block.title}</Heading> : null}
          {block.subtitle ? <p className="shop-content-hero__subtitle">{block.subtitle}</p> : null}
          {block.buttonText && block.buttonHref ? (
            <ContentLink className="shop-button shop-content-hero__button" href={block.buttonHref}>
              {block.buttonText}
            </ContentLink>
          ) : null}
        </div>
      )}
    </section>
  );
}
