import { createConfig, type ShopConfigInput } from "@shop/core";

/** Which side prices the nl store view's tax and whether its catalogue prices are gross (commerce-core.md §3 store view `tax`). */
export interface NlTax {
  calculateServerSide: boolean;
  sourcePriceIncludesTax: boolean;
}

/** The default store views with nl's tax set as given (default country NL, 21 %): the config the pricing tests vary. */
export function nlTaxConfig({ calculateServerSide, sourcePriceIncludesTax }: NlTax): ShopConfigInput {
  const views = createConfig().storeViews.views;
  const nl = views.nl;
  if (nl === undefined) throw new Error("the default config has no nl store view");
  return { storeViews: { views: { ...views, nl: { ...nl, tax: { calculateServerSide, sourcePriceIncludesTax, defaultCountry: "NL" } } } } };
}
