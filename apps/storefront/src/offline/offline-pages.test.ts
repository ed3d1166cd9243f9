import { describe, expect, it } from "vitest";
import { prefixesOfWorkerUrl, serviceWorkerUrl, storeHomeOf } from "./offline-pages";

describe("offline navigation's store home (commerce-core.md §2, §8)", () => {
  const prefixes = ["/en", "/de", "/fr"];
  it.each([
    ["/p/SH-1/oxford/", "/"],
    ["/en/p/SH-1/oxford/", "/en/"],
    ["/en", "/en/"],
    ["/english/", "/"],
    ["/fr/c/chemises/", "/fr/"],
  ])("%s → %s", (path, home) => {
    expect(storeHomeOf(path, prefixes)).toBe(home);
  });

  it("hands the worker the store prefixes through its URL, and reads only well-formed ones back", () => {
    const url = serviceWorkerUrl(["", "/en", "/de"]);
    expect(url).toBe("/service-worker.js?prefixes=%2Fen%2C%2Fde");
    expect(prefixesOfWorkerUrl(`http://localhost${url}`)).toEqual(["/en", "/de"]);
    expect(prefixesOfWorkerUrl("http://localhost/service-worker.js?prefixes=/en,javascript:x,//evil")).toEqual(["/en"]);
  });
});
