/** A cross-field problem of the `storeViews` section, addressed relative to the section. */
export interface StoreViewsIssue {
  path: string[];
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The rules that relate several `storeViews` fields: the default store code names a view, a
 * view's storeCode equals its key, no two views share a url prefix. Reads `unknown` on purpose:
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
  const viewByUrl = new Map<string, string>();
  for (const [key, view] of Object.entries(views)) {
    if (!isRecord(view)) continue;
    const { storeCode, url } = view;
    if (typeof storeCode === "string" && storeCode !== key) {
      issues.push({ path: ["views", key, "storeCode"], message: `storeCode "${storeCode}" must equal its key "${key}"` });
    }
    if (typeof url !== "string") continue;
    const other = viewByUrl.get(url);
    if (other === undefined) viewByUrl.set(url, key);
    else issues.push({ path: ["views", key, "url"], message: `url "${url}" is already used by store view "${other}"` });
  }
  return issues;
}
