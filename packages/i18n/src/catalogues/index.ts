import type { Catalogue } from "../messages";
import type { ShopLocale } from "../locales";
import { deDE } from "./de-DE";
import { enUS } from "./en-US";
import { frFR } from "./fr-FR";
import { nlNL } from "./nl-NL";

export const CATALOGUES: Readonly<Record<ShopLocale, Catalogue>> = {
  "nl-NL": nlNL,
  "en-US": enUS,
  "de-DE": deDE,
  "fr-FR": frFR,
};
