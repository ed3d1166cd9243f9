export { Lookbook, type LookbookProps, type LookbookLook, type LookbookHotspot, type LookbookProduct } from "./Lookbook";
export { hotspotPlacement, type HotspotPosition, type HotspotPlacement } from "./rules/hotspot";
