import { describe, expect, it } from "vitest";
import { profileChanged, validateProfile, type ProfileValues } from "./profile-rules";

const saved: ProfileValues = { firstname: "Ann", lastname: "de Vries", email: "ann@shop.example" };
const keys = (values: ProfileValues) => Object.fromEntries(Object.entries(validateProfile(values)).map(([field, message]) => [field, message?.key]));

describe("validateProfile (commerce-core.md §5 profile update; presentation-content.md §5 messages)", () => {
  it.each<[string, Partial<ProfileValues>, Record<string, string>]>([
    ["the saved profile", {}, {}],
    ["names emptied", { firstname: "", lastname: "  " }, { firstname: "Field is required.", lastname: "Field is required." }],
    ["a one-letter name", { lastname: "V" }, { lastname: "Name must have at least 2 letters." }],
    ["e-mail emptied", { email: "" }, { email: "Field is required." }],
    ["e-mail invalid", { email: "ann.shop.example" }, { email: "Please provide an valid e-mail address" }],
  ])("%s", (_case, change, expected) => {
    expect(keys({ ...saved, ...change })).toEqual(expected);
  });
});

describe("profileChanged", () => {
  it.each<[string, Partial<ProfileValues>, boolean]>([
    ["nothing changed", {}, false],
    ["only spaces added", { firstname: " Ann " }, false],
    ["a new e-mail address", { email: "ann@example.org" }, true],
    ["a new last name", { lastname: "de Vries-Jansen" }, true],
  ])("%s", (_case, change, expected) => {
    expect(profileChanged(saved, { ...saved, ...change })).toBe(expected);
  });
});
