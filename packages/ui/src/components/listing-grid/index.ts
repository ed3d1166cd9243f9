export { ListingGrid, type ListingGridProps } from "./ListingGrid";
export { LISTING_PAGE_SIZE, listingPageCount } from "./rules/listing-pages";
