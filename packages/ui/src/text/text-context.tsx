import { fillTemplate, type TemplateValues } from "@shop/core";
import { createContext, useContext, useMemo, type ReactNode } from "react";

/** Values interpolated into `{{name}}` placeholders of a message (@shop/core's `TemplateValues`). */
export type TextValues = TemplateValues;

/**
 * Turns a message key (the spec's English wording) into the shopper's language. Pass
 * `i18n.t` from `createShopI18n(locale)` (@shop/i18n) or react-i18next's `t`.
 */
export type Translate = (key: string, values?: TextValues) => string;

/** Without a provider components speak the English source text, placeholders filled by @shop/core's `fillTemplate`. */
export const englishText: Translate = (key, values) => fillTemplate(key, values);

interface TextContextValue {
  t: Translate;
  /** BCP 47 locale for Intl formatting, e.g. "nl-NL". */
  locale: string;
}

const TextContext = createContext<TextContextValue>({ t: englishText, locale: "en-US" });

/**
 * The `t` a `TextProvider` takes: always given values (`{}` when a text has none). i18next's
 * `TFunction` declares `options?` without `| undefined`, so under a consumer's
 * `exactOptionalPropertyTypes` it does not accept `Translate`'s `values?: … | undefined`.
 */
export type TranslateInput = (key: string, values: TextValues) => string;

const NO_VALUES: TextValues = {};

export interface TextProviderProps {
  t: TranslateInput;
  locale: string;
  children?: ReactNode;
}

/**
 * Gives every @shop/ui component below it the shopper's language. A new `t` (e.g. after a
 * language change) re-renders the texts.
 */
export function TextProvider({ t, locale, children }: TextProviderProps) {
  const value = useMemo<TextContextValue>(
    () => ({ t: (key, values) => t(key, values ?? NO_VALUES), locale }),
    [t, locale],
  );
  return <TextContext.Provider value={value}>{children}</TextContext.Provider>;
}

/** The translate function; call it with literal English keys (a test checks they exist). */
export function useTranslate(): Translate {
  return useContext(TextContext).t;
}

export function useLocale(): string {
  return useContext(TextContext).locale;
}
