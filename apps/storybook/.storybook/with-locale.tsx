import { createShopI18n, isShopLocale, SHOP_LOCALES, type ShopLocale } from "@shop/i18n";
import { TextProvider } from "@shop/ui";
import type { Decorator } from "@storybook/react-vite";
import type { i18n } from "i18next";

// One i18next instance per language, created on first use, with its t bound once: a new
// function each render would defeat TextProvider's memo and re-render every story's text.
const instances = new Map<ShopLocale, { instance: i18n; t: i18n["t"] }>();
function i18nFor(locale: ShopLocale): { instance: i18n; t: i18n["t"] } {
  let entry = instances.get(locale);
  if (!entry) {
    const instance = createShopI18n(locale, {
      // A story showing a text no catalogue has fails its test.
      onMissingKey: (language, key) => {
        throw new Error(`Missing translation (${language}): "${key}" is not in @shop/i18n`);
      },
    });
    entry = { instance, t: instance.t.bind(instance) };
    instances.set(locale, entry);
  }
  return entry;
}

/** Wraps every story in the @shop/ui text provider for the toolbar's language. */
export const withLocale: Decorator = (Story, context) => {
  const requested: unknown = context.globals["locale"];
  const locale: ShopLocale = isShopLocale(requested) ? requested : "en-US";
  const { t } = i18nFor(locale);
  return (
    <TextProvider t={t} locale={locale}>
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
    icon: "globe" as const,
    items: SHOP_LOCALES.map((value) => ({ value, title: value })),
    dynamicTitle: true,
  },
};
