import type { CategoryTilesBlock } from "./content-types";
import { ContentImage } from "./ContentImage";
import { ContentLink } from "./ContentLink";

/** Category tiles: an image per category with its name, the whole tile a link. Two columns on a phone, four from the desktop breakpoint. */
export function CategoryTilesBlockView({ block }: { block: CategoryTilesBlock }) {
  const tiles = Array.isArray(block.tiles) ? block.tiles.filter((tile) => tile && typeof tile.title === "string") : [];
  if (tiles.length === 0) return null;
  return (
    <section className="shop-content-tiles" data-block="categoryTiles">
      {block.title ? <h2 className="shop-content-block__title">{block.title}</h2> : null}
      <ul className="shop-content-tiles__list">
        {tiles.map((tile, index) => (
          <li key={`${tile.href}-${index}`} className="shop-content-tiles__tile">
            <ContentLink className="shop-content-tiles__link" href={tile.href}>
              {tile.image ? <ContentImage className="shop-content-tiles__image" image={{ ...tile.image, alt: "" }} sizes="(min-width: 1024px) 25vw, 50vw" /> : null}
              <span className="shop-content-tiles__name">{tile.title}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
