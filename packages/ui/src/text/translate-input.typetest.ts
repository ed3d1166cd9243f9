// Compiled by `typecheck` under tsconfig.exact-optional.json (exactOptionalPropertyTypes on, as
// in @tsconfig/strictest): what the README tells an app to pass as `TextProvider`'s `t` must
// type-check there too. i18next's `TFunction` declares `options?` without `| undefined`.
import { createShopI18n } from "@shop/i18n";
import { englishText, type TextProviderProps } from "./text-context";

const i18n = createShopI18n("nl-NL");

export const fromI18next: TextProviderProps["t"] = i18n.t.bind(i18n);
export const fromI18nextUnbound: TextProviderProps["t"] = i18n.t;
export const fromEnglishText: TextProviderProps["t"] = englishText;
