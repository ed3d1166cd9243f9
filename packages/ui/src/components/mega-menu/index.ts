export { MegaMenu, type MegaMenuProps } from "./MegaMenu";
export { DesktopMenu, type DesktopMenuProps } from "./DesktopMenu";
export type { MenuCategory, MenuColumn, MenuLink, MenuTile, ImageUrlBuilder } from "./menu-types";
export {
  showsPromoTile,
  tileMediaKind,
  tileSrcSet,
  fadeStep,
  TILE_MAX_COLUMNS,
  MAX_FADE_COLUMNS,
  TILE_SRCSET_WIDTHS,
  SUBMENU_CLOSE_DELAY_MS,
} from "./rules/menu-rules";
