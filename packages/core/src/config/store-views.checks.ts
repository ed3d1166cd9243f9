/** A cross-field problem of the `storeViews` section, addressed relative to the section. */
export interface StoreViewsIssue {
  path: string[];
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The rules that relate several `storeViews` fields: the default store code names a view, a
 * view's storeCode equals its key and, with multistore on, no two views share a url prefix (as
 * paths use it) and every view but the default has one. Reads `unknown` on purpose:
 * they also run when another field has the wrong type (so every bad field is reported at once),
 * and then skip whatever is malformed; its own type issue already names it.
 */
export function storeViewsCrossFieldIssues(section: unknown): StoreViewsIssue[] {
  if (!isRecord(section) || !isRecord(section["views"])) return [];
  const views = section["views"];
  const issues: StoreViewsIssue[] = [];
  const defaultStoreCode = section["defaultStoreCode"];
  if (typeof defaultStoreCode === "string" && !Object.hasOwn(views, defaultStoreCode)) {
    issues.push({
      path: ["defaultStoreCode"],
      message: `defaultStoreCode "${defaultStoreCode}" is not one of the store views (${Object.keys(views).join(", ")})`,
    });
  }
  // Prefixes as paths really use them (store-url.ts): in the "store-code" reading the default
  // view's is "/{code}", whatever its url says. Two views on one prefix, or a second view with
  // none, leave a view no path resolves to: its shoppers would silently get another store.
  const storeCodePrefix = section["defaultStorePrefix"] === "store-code";
  // With multistore off every path is the default store's; prefixes decide nothing.
  const multistore = section["multistore"] !== false;
  const knownDefault = typeof defaultStoreCode === "string" && Object.hasOwn(views, defaultStoreCode);
  const viewByPrefix = new Map<string, string>();
  // The default's "/{code}" is taken before any other view is read, so a clash is reported at
  // the other view (whatever the order of `views`), never at the default's ignored url.
  const defaultTakesCode = multistore && storeCodePrefix && knownDefault;
  if (defaultTakesCode) viewByPrefix.set(`/${defaultStoreCode}`, defaultStoreCode);
  for (const [key, view] of Object.entries(views)) {
    if (!isRecord(view)) continue;
    const { storeCode, url } = view;
    if (typeof storeCode === "string" && storeCode !== key) {
      issues.push({ path: ["views", key, "storeCode"], message: `storeCode "${storeCode}" must equal its key "${key}"` });
    }
    const isDefault = key === defaultStoreCode;
    if (typeof url !== "string" || !multistore || (isDefault && defaultTakesCode)) continue;
    if (url === "" && !isDefault && knownDefault) {
      issues.push({
        path: ["views", key, "url"],
        message: `store view "${key}" needs a url prefix: a path without one belongs to the default store view`,
      });
      continue;
    }
    const other = viewByPrefix.get(url);
    if (other === undefined) viewByPrefix.set(url, key);
    else issues.push({ path: ["views", key, "url"], message: `url "${url}" is already used by store view "${other}"` });
  }
  return issues;
}
