import { describe, expect, it } from "vitest";
import { findCatalogueProblems, placeholdersOf } from "./catalogue-problems";

const keys = ["Hello", "Hi {{name}}", "OK"];
const options = { sourceLocale: "en", sameInEveryLanguage: new Set(["OK"]) };

describe("findCatalogueProblems (the missing-key check)", () => {
  it.each([
    ["complete", { "Hello": "Hallo", "Hi {{name}}": "Hoi {{name}}", OK: "OK" }, []],
    ["missing key", { "Hello": "Hallo", OK: "OK" }, [{ locale: "nl", key: "Hi {{name}}", problem: "missing" }]],
    ["empty text", { "Hello": " ", "Hi {{name}}": "Hoi {{name}}", OK: "OK" }, [{ locale: "nl", key: "Hello", problem: "empty" }]],
    ["dropped placeholder", { "Hello": "Hallo", "Hi {{name}}": "Hoi", OK: "OK" }, [{ locale: "nl", key: "Hi {{name}}", problem: "placeholders differ" }]],
    ["copied English", { "Hello": "Hello", "Hi {{name}}": "Hoi {{name}}", OK: "OK" }, [{ locale: "nl", key: "Hello", problem: "untranslated" }]],
    ["unknown key", { "Hello": "Hallo", "Hi {{name}}": "Hoi {{name}}", OK: "OK", Bye: "Doei" }, [{ locale: "nl", key: "Bye", problem: "unknown key" }]],
  ])("%s", (_case, nl, expected) => {
    expect(findCatalogueProblems(keys, { nl }, options)).toEqual(expected);
  });

  it("lets the source language repeat its keys", () => {
    expect(findCatalogueProblems(keys, { en: { "Hello": "Hello", "Hi {{name}}": "Hi {{name}}", OK: "OK" } }, options)).toEqual([]);
  });
});

describe("placeholdersOf", () => {
  it("lists {{name}} placeholders sorted", () => {
    expect(placeholdersOf("{{b}} and {{ a }}")).toEqual(["a", "b"]);
    expect(placeholdersOf("none")).toEqual([]);
  });
});
