/** A point on earth in decimal degrees (the store list's coordinates, issue 19). */
export interface Coordinates {
  lat: number;
  lng: number;
}

/** The mean earth radius (IUGG), in km: the haversine rule's sphere. */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in km (the haversine formula on a sphere of
 * the mean earth radius; within about 0.5 % of the ellipsoid, well inside "how far is the
 * store"). NaN when a coordinate is not a number.
 */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Whether a point is a real position (finite, latitude within ±90, longitude within ±180). */
export function validCoordinates(point: Partial<Coordinates> | null | undefined): point is Coordinates {
  return (
    typeof point?.lat === "number" &&
    typeof point.lng === "number" &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}
