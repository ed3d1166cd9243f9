import { describe, expect, it } from "vitest";
import { formatDistance, matchesStore, normalizeSearch, searchStores, type StoreLocation } from "./store-search";

const store = (id: string, city: string, postcode: string, lat: number, lng: number): StoreLocation => ({
  id,
  name: `Store ${city}`,
  street: "Kalverstraat 1",
  postcode,
  city,
  openingHours: [],
  coordinates: { lat, lng },
});

const AMSTERDAM = store("ams", "Amsterdam", "1012 AB", 52.3702, 4.8952);
const UTRECHT = store("utr", "Utrecht", "3511 AA", 52.0907, 5.1214);
const DUSSELDORF = store("dus", "Düsseldorf", "40213", 51.2277, 6.7735);
const DEN_HAAG = store("dha", "Den Haag", "2511 BT", 52.0705, 4.3007);
const STORES = [AMSTERDAM, UTRECHT, DUSSELDORF, DEN_HAAG];

describe("normalizeSearch", () => {
  it.each([
    ["  Düsseldorf ", "dusseldorf"],
    ["DEN   Haag", "den haag"],
    ["Besançon", "besancon"],
  ])("%j → %j", (text, expected) => {
    expect(normalizeSearch(text)).toBe(expected);
  });
});

describe("matchesStore (issue 19 'search by city or postcode')", () => {
  it.each([
    ["empty query finds every store", AMSTERDAM, "", true],
    ["city, any case", AMSTERDAM, "amsterdam", true],
    ["part of the city", DEN_HAAG, "haag", true],
    ["city without its accent", DUSSELDORF, "dusseldorf", true],
    ["postcode digits", AMSTERDAM, "1012", true],
    ["whole postcode without the space", AMSTERDAM, "1012ab", true],
    ["whole postcode with the space, lower case", AMSTERDAM, "1012 ab", true],
    ["postcode prefix", UTRECHT, "35", true],
    ["another postcode", AMSTERDAM, "3511", false],
    ["another city", UTRECHT, "Rotterdam", false],
    ["postcode in the middle does not match", DUSSELDORF, "213", false],
  ])("%s", (_case, candidate, query, expected) => {
    expect(matchesStore(candidate, query)).toBe(expected);
  });
});

describe("searchStores", () => {
  it("keeps the given order without a position", () => {
    expect(searchStores(STORES, "").map((result) => result.store.id)).toEqual(["ams", "utr", "dus", "dha"]);
    expect(searchStores(STORES, "").every((result) => result.distanceKm === undefined)).toBe(true);
  });

  it("sorts nearest first with distances from the shopper's position", () => {
    const results = searchStores(STORES, "", { lat: 52.0116, lng: 4.3571 }); // Delft
    expect(results.map((result) => result.store.id)).toEqual(["dha", "utr", "ams", "dus"]);
    expect(results[0]!.distanceKm).toBeGreaterThan(7);
    expect(results[0]!.distanceKm).toBeLessThan(8);
  });

  it("filters and sorts together; stores without coordinates come last", () => {
    const broken = { ...store("x", "Amstelveen", "1181", Number.NaN, 0) };
    expect(searchStores([broken, AMSTERDAM], "amst", { lat: 52.37, lng: 4.89 }).map((result) => [result.store.id, result.distanceKm === undefined])).toEqual([
      ["ams", false],
      ["x", true],
    ]);
  });

  it("ignores an invalid position", () => {
    expect(searchStores(STORES, "", { lat: 200, lng: 0 }).map((result) => result.store.id)).toEqual(["ams", "utr", "dus", "dha"]);
  });
});

describe("formatDistance", () => {
  it.each([
    [0.44, "en-US", "0.4"],
    [7.25, "nl-NL", "7,3"],
    [12.6, "de-DE", "13"],
    [1234.4, "en-US", "1,234"],
  ])("%d km in %s → %s", (km, locale, expected) => {
    expect(formatDistance(km, locale)).toBe(expected);
  });
});
