import { createShopI18n, isShopLocale, SHOP_LOCALES, type ShopLocale } from "@shop/i18n";
import { TextProvider } from "@shop/ui";
import type { Decorator } from "@storybook/react-vite";
import type { i18n } from "i18next";

// One i18next instance per language, created on first use.
const instances = new Map<ShopLocale, i18n>();
function i18nFor(locale: ShopLocale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createShopI18n(locale, {
      // A story showing a text no catalogue has fails its test.
      onMissingKey: (language, key) => {
        throw new Error(`Missing translation (${language}): "${key}" is not in @shop/i18n`);
      },
    });
    instances.set(locale, instance);
  }
  return instance;
}

/** Wraps every story in the @shop/ui text provider for the toolbar's language. */
export const withLocale: Decorator = (Story, context) => {
  const requested: unknown = context.globals["locale"];
  const locale: ShopLocale = isShopLocale(requested) ? requested : "en-US";
  const instance = i18nFor(locale);
  return (
    <TextProvider t={instance.t.bind(instance)} locale={locale}>
      <div lang={locale}>
        <Story />
      </div>
    </TextProvider>
  );
};

export const LOCALE_TOOLBAR = {
  description: "Shopper's language",
  toolbar: {
    title: "Language",
    icon: "globe",
    items: SHOP_LOCALES.map((value) => ({ value, title: value })),
    dynamicTitle: true,
  },
};
