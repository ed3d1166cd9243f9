export { StoreLocator, type StoreLocatorProps } from "./StoreLocator";
export { distanceKm, validCoordinates, EARTH_RADIUS_KM, type Coordinates } from "./rules/distance";
export { searchStores, matchesStore, normalizeSearch, formatDistance, type StoreLocation, type StoreResult } from "./rules/store-search";
