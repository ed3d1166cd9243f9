import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fillTemplate } from "@shop/core";
import { englishText, TextProvider, useLocale, useTranslate } from "./text-context";

function Probe() {
  const t = useTranslate();
  return <p lang={useLocale()}>{t("Items in cart: {{count}}", { count: 3 })}</p>;
}

describe("text context", () => {
  it.each([
    ["fills placeholders", "Hi {{name}}", { name: "Ann" }, "Hi Ann"],
    ["tolerates spaces", "Hi {{ name }}", { name: "Ann" }, "Hi Ann"],
    ["keeps unknown placeholders visible", "Hi {{name}}", {}, "Hi {{name}}"],
    ["numbers", "{{n}} left", { n: 2 }, "2 left"],
    ["inherited names are not values", "Hi {{toString}}", {}, "Hi {{toString}}"],
  ])("englishText %s", (_case, text, values, expected) => {
    expect(englishText(text, values)).toBe(expected);
  });

  it("speaks English without a provider", () => {
    render(<Probe />);
    expect(screen.getByText("Items in cart: 3")).toHaveAttribute("lang", "en-US");
    expect(englishText("Close")).toBe("Close");
  });

  it("uses the provider's translate function and locale", () => {
    render(
      <TextProvider t={(key, values) => `nl:${fillTemplate(key, values)}`} locale="nl-NL">
        <Probe />
      </TextProvider>,
    );
    expect(screen.getByText("nl:Items in cart: 3")).toHaveAttribute("lang", "nl-NL");
  });
});
