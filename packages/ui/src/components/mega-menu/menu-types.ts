/** The menu content of presentation-content.md §3: top-level categories with columns and a CTA tile. */
export interface MenuLink {
  label: string;
  href: string;
}

export interface MenuColumn {
  name: string;
  items: readonly MenuLink[];
  /** The optional 'show all' link of the column. */
  showAllHref?: string;
}

export interface MenuTile {
  /** Image or video (.webm/.mp4) file name or URL, and its alt text. */
  asset: { filename: string; alt: string };
  title?: string;
  buttonText?: string;
  buttonHref?: string;
  /** Darkens the tile so white text stays readable. */
  displayOverlay?: boolean;
}

export interface MenuCategory {
  name: string;
  /** Where the top-level item links when it is clickable. */
  href?: string;
  clickable: boolean;
  columns: readonly MenuColumn[];
  tile?: MenuTile;
}

export type { ImageUrlBuilder } from "../../internal/image-url";
