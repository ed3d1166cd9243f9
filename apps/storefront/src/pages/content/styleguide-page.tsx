import { loadProductsBySku } from "@shop/catalog-pricing";
import { Breadcrumbs, breakpoints, fonts, palette, Pagination, ProductCard, spacing, TextField, type CardProduct } from "@shop/ui";
import { useMemo, useState } from "react";
import { useLoaderData } from "react-router-dom";
import type { LoaderDeps } from "../../app/loader-deps";
import { useShop } from "../../app/shop-context";
import { cardProductOf } from "../../catalog/card-product-of";
import { PageHead } from "../../head/PageHead";
import { sanitizeHtml } from "../../content/sanitizer";
import { imageUrlBuilder } from "../../shell/image-url";

/** A configurable, a simple on sale and a grouped product of the seed: the card's main variants. */
const SAMPLE_SKUS = ["SH-OXF-WHT", "AC-STI-NAV", "GR-TIE-SET"];

/** A description as a catalogue might send it, hostile parts included. */
const SAMPLE_DESCRIPTION =
  '<p>Woven from <strong>100% cotton</strong> oxford cloth.</p><ul><li>Button-down collar</li><li>Regular fit</li></ul><script>alert("x")</script><img src="x" onerror="alert(1)"><p><a href="javascript:alert(1)">Unsafe link</a> · <a href="https://example.com" target="_blank">Care guide</a></p>';

interface StyleguideData {
  products: CardProduct[];
}

export function loader(deps: LoaderDeps) {
  return async (): Promise<StyleguideData> => {
    const result = await deps.handle.store.dispatch(loadProductsBySku(SAMPLE_SKUS));
    const found = loadProductsBySku.fulfilled.match(result) ? result.payload : [];
    return { products: found.map((product) => cardProductOf(product, deps.view, deps.config)) };
  };
}

/**
 * /styleguide (presentation-content.md §2): the design tokens (@shop/ui palette, spacing,
 * breakpoints, type) and the shop's building blocks as they look in this store view: headings,
 * buttons, form field, breadcrumbs, pagination, product cards. A page for the team, so its
 * texts are not translated and search engines skip it.
 */
export function Page() {
  const { config, view, localize } = useShop();
  const { products } = useLoaderData<StyleguideData>();
  const imageUrl = useMemo(() => imageUrlBuilder(config.api.url), [config.api.url]);
  const [email, setEmail] = useState("");
  return (
    <div className="shop-styleguide">
      <PageHead title="Style guide" description="The shop's design tokens and components." noindex />
      <h1>Style guide</h1>

      <section aria-labelledby="sg-colours">
        <h2 id="sg-colours">Colours</h2>
        <ul className="shop-styleguide__swatches">
          {Object.entries(palette).map(([name, value]) => (
            <li key={name}>
              <span className="shop-styleguide__swatch" style={{ background: `var(--shop-color-${name}, ${value})` }} />
              <code>{name}</code>
              <span>{value}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sg-type">
        <h2 id="sg-type">Typography</h2>
        <p>
          Body and headings: <code>{fonts.body}</code>
        </p>
        <div className="shop-styleguide__type">
          <p className="shop-styleguide__h1">Heading 1 — The Journal.</p>
          <h3>Heading 3 — Latest blogs</h3>
          <h4>Heading 4 — Opening hours</h4>
          <p>
            Body text with <strong>bold</strong>, <em>italic</em> and <a href={localize("/blog/")}>a link</a>.
          </p>
        </div>
      </section>

      <section aria-labelledby="sg-spacing">
        <h2 id="sg-spacing">Spacing and breakpoints</h2>
        <ul className="shop-styleguide__spacing">
          {Object.entries(spacing).map(([name, value]) => (
            <li key={name}>
              <span className="shop-styleguide__bar" style={{ width: value * 2 }} />
              <code>{name}</code> {value}px
            </li>
          ))}
        </ul>
        <p>
          Breakpoints: desktop from {breakpoints.desktop}px (mobile below); menu tweaks at {breakpoints.menuWide}px and {breakpoints.menuWidest}px.
        </p>
      </section>

      <section aria-labelledby="sg-controls">
        <h2 id="sg-controls">Buttons and fields</h2>
        <div className="shop-styleguide__row">
          <button type="button" className="shop-button">
            Primary
          </button>
          <button type="button" className="shop-button shop-button--secondary">
            Secondary
          </button>
          <button type="button" className="shop-button shop-button--small">
            Small
          </button>
          <button type="button" className="shop-button" disabled>
            Disabled
          </button>
        </div>
        <div className="shop-styleguide__field">
          <TextField label="E-mail address" name="styleguide-email" type="email" value={email} onChange={setEmail} placeholder="name@example.com" />
        </div>
      </section>

      <section aria-labelledby="sg-navigation">
        <h2 id="sg-navigation">Navigation</h2>
        <Breadcrumbs crumbs={[{ label: "Home", href: localize("/") }, { label: "Blog", href: localize("/blog/") }, { label: "Style guide" }]} />
        <Pagination currentPage={3} totalPages={9} visiblePages={5} hrefForPage={(page) => `${localize("/styleguide/")}?page=${page}`} />
      </section>

      <section aria-labelledby="sg-html">
        <h2 id="sg-html">Back-end HTML</h2>
        <p>A product description goes through the sanitizer: the script, the image's handler and the javascript: link below are gone.</p>
        <div className="shop-styleguide__html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(SAMPLE_DESCRIPTION) }} />
      </section>

      <section aria-labelledby="sg-cards">
        <h2 id="sg-cards">Product cards</h2>
        {products.length === 0 ? (
          <p>The sample products are not in this catalogue.</p>
        ) : (
          <ul className="shop-styleguide__cards">
            {products.map((product, index) => (
              <li key={product.sku}>
                <ProductCard product={product} index={index} hideActions headingLevel={3} imageUrl={imageUrl} priceI18n={view.i18n} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
