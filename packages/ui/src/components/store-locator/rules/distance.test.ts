import { describe, expect, it } from "vitest";
import { distanceKm, validCoordinates } from "./distance";

// Issue 19 "Store locator: list, search by city or postcode, distance". Reference distances
// from the haversine formula on the mean earth radius (6371.0088 km).
const AMSTERDAM = { lat: 52.3676, lng: 4.9041 };
const ROTTERDAM = { lat: 51.9244, lng: 4.4777 };
const UTRECHT = { lat: 52.0907, lng: 5.1214 };
const PARIS = { lat: 48.8566, lng: 2.3522 };
const BERLIN = { lat: 52.52, lng: 13.405 };

describe("distanceKm (haversine)", () => {
  it.each([
    ["the same point", AMSTERDAM, AMSTERDAM, 0],
    ["Amsterdam – Rotterdam", AMSTERDAM, ROTTERDAM, 57.2],
    ["Amsterdam – Utrecht", AMSTERDAM, UTRECHT, 34.2],
    ["Amsterdam – Paris", AMSTERDAM, PARIS, 429.9],
    ["Amsterdam – Berlin", AMSTERDAM, BERLIN, 576.1],
    ["one degree of latitude on the equator", { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111.2],
    ["across the date line", { lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 111.2],
    ["pole to pole", { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, 20015.1],
  ])("%s ≈ %s km", (_case, from, to, expected) => {
    // Within 0.5 km of the reference (road-atlas straight-line distances agree to about 1 km).
    expect(Math.abs(distanceKm(from, to) - expected)).toBeLessThan(0.5);
  });

  it("is symmetric", () => {
    expect(distanceKm(PARIS, BERLIN)).toBeCloseTo(distanceKm(BERLIN, PARIS), 9);
  });
});

describe("validCoordinates", () => {
  it.each([
    [AMSTERDAM, true],
    [{ lat: -90, lng: 180 }, true],
    [{ lat: 91, lng: 0 }, false],
    [{ lat: 0, lng: 181 }, false],
    [{ lat: Number.NaN, lng: 0 }, false],
    [{ lat: 52 }, false],
    [null, false],
  ])("%j → %s", (point, expected) => {
    expect(validCoordinates(point as never)).toBe(expected);
  });
});
