import { describe, expect, it } from "vitest";
import { storyCells, type StoryModule } from "./story-cells";

const module: StoryModule = {
  default: { title: "Group/Thing", excludeStories: ["helper"] },
  Plain: {},
  German: { globals: { locale: "de-DE" } },
  Phone: { globals: { viewport: { value: "mobile320" } } },
  GermanPhone: { globals: { locale: "de-DE", viewport: { value: "mobile320" } } },
  helper: () => null,
};

describe("storyCells", () => {
  const cells = storyCells("./Thing.stories.tsx", module);
  const of = (exportName: string) => cells.filter((cell) => cell.exportName === exportName).map((cell) => cell.name);

  it("checks a story that pins nothing in every language on a phone and a desktop", () => {
    expect(of("Plain")).toEqual([
      "group-thing--plain · nl-NL · mobile375",
      "group-thing--plain · en-US · mobile375",
      "group-thing--plain · de-DE · mobile375",
      "group-thing--plain · fr-FR · mobile375",
      "group-thing--plain · nl-NL · desktop",
      "group-thing--plain · en-US · desktop",
      "group-thing--plain · de-DE · desktop",
      "group-thing--plain · fr-FR · desktop",
    ]);
  });

  it("keeps the language or viewport a story pins", () => {
    expect(of("German")).toEqual(["group-thing--german · de-DE · mobile375", "group-thing--german · de-DE · desktop"]);
    expect(of("Phone")).toHaveLength(4);
    expect(of("GermanPhone")).toEqual(["group-thing--german-phone · de-DE · mobile320"]);
  });

  it("hands the cell's globals to both sides and skips exports that are not stories", () => {
    expect(cells.find((cell) => cell.exportName === "GermanPhone")?.globals).toEqual({ locale: "de-DE", viewport: { value: "mobile320" } });
    expect(of("helper")).toEqual([]);
  });
});
