import type { OpeningHours, StoreLocatorBlock } from "@shop/cms";
import { describe, expect, it } from "vitest";
import { CLOSED_MARK, openingHoursRows, storeLocationsOf } from "./store-locations-of";

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const week = (hours: (readonly [string, string] | null)[]): OpeningHours[] =>
  DAYS.map((day, index) => {
    const slot = hours[index] ?? null;
    return slot === null ? { day, closed: true } : { day, closed: false, opens: slot[0], closes: slot[1] };
  });
const day = ["10:00", "18:00"] as const;
const late = ["10:00", "21:00"] as const;

describe("openingHoursRows", () => {
  it.each([
    ["weekdays together, Saturday, Sunday closed", week([day, day, day, day, day, ["10:00", "17:00"], null]), [{ days: "Mon–Fri", hours: "10:00–18:00" }, { days: "Sat", hours: "10:00–17:00" }, { days: "Sun", hours: CLOSED_MARK }]],
    ["every day the same", week([day, day, day, day, day, day, day]), [{ days: "Mon–Sun", hours: "10:00–18:00" }]],
    ["a late evening splits the run", week([day, day, day, late, day, day, null]), [{ days: "Mon–Wed", hours: "10:00–18:00" }, { days: "Thu", hours: "10:00–21:00" }, { days: "Fri–Sat", hours: "10:00–18:00" }, { days: "Sun", hours: CLOSED_MARK }]],
  ])("%s (en-US)", (_name, hours, expected) => {
    expect(openingHoursRows(hours, "en-US")).toEqual(expected);
  });

  it("names the days in the store view's language", () => {
    expect(openingHoursRows(week([day, day, day, day, day, day, null]), "nl-NL").map((row) => row.days)).toEqual(["ma–za", "zo"]);
  });
});

describe("storeLocationsOf", () => {
  it("maps a store: id, street with number, postcode, city, country, phone, rows, coordinates", () => {
    const block: Pick<StoreLocatorBlock, "stores"> = {
      stores: [
        {
          _uid: "s1",
          name: "Shop Utrecht",
          address: { street: "Oudegracht", houseNumber: "158", postcode: "3511 AZ", city: "Utrecht", country: "NL" },
          phone: "+31 30 234 56 78",
          openingHours: week([day, day, day, day, day, day, null]),
          coordinates: { lat: 52.09, lng: 5.12 },
        },
      ],
    };
    expect(storeLocationsOf(block, "en-US")).toEqual([
      {
        id: "s1",
        name: "Shop Utrecht",
        street: "Oudegracht 158",
        postcode: "3511 AZ",
        city: "Utrecht",
        country: "NL",
        phone: "+31 30 234 56 78",
        openingHours: [{ days: "Mon–Sat", hours: "10:00–18:00" }, { days: "Sun", hours: CLOSED_MARK }],
        coordinates: { lat: 52.09, lng: 5.12 },
      },
    ]);
  });
});
