import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Footer, type FooterProps } from "./Footer";

const footer = (linkColumns: FooterProps["linkColumns"], copyright: FooterProps["copyright"]) => (
  <Footer homeHref="/" linkColumns={linkColumns} paymentMethods={[]} copyright={copyright} />
);

describe("Footer (presentation-content.md §2: link columns, copyright items)", () => {
  // A store-view switch or a content preview replaces the columns in place; CMS content
  // repeats hrefs and texts, which as React keys left the old links beside the new ones.
  it("shows only the current links and copyright items after an update, also when hrefs and texts repeat", () => {
    const { rerender } = render(
      footer(
        [{ title: "Service", links: [{ label: "Contact", href: "/service/" }, { label: "FAQ", href: "/service/" }] }],
        [{ text: "©" }, { text: "©" }],
      ),
    );
    rerender(footer([{ title: "Service", links: [{ label: "Kontakt", href: "/de/service/" }] }], [{ text: "© 2026 Shop" }]));
    const service = within(screen.getByRole("navigation", { name: "Service" }));
    expect(service.getAllByRole("link").map((link) => link.textContent)).toEqual(["Kontakt"]);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Kontakt", "© 2026 Shop"]);
  });

  it("shows only the current columns after an update, also when column titles repeat", () => {
    const column = (title: string, label: string) => ({ title, links: [{ label, href: `/${label.toLowerCase()}/` }] });
    const { rerender } = render(footer([column("", "A"), column("", "B")], []));
    rerender(footer([column("Service", "C")], []));
    expect(screen.getAllByRole("link").filter((link) => link.getAttribute("href") !== "/").map((link) => link.textContent)).toEqual(["C"]);
  });
});
