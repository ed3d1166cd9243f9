type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value);

function groupPaths(paths: string[][]): Map<string, string[][]> {
  const groups = new Map<string, string[][]>();
  for (const [head, ...rest] of paths) {
    if (head === undefined) continue;
    groups.set(head, [...(groups.get(head) ?? []), rest]);
  }
  return groups;
}

/** Keeps only the dotted paths (`_source.includes`); arrays of objects are walked element by element. */
export function includeFields(value: Json, paths: string[][]): Json {
  if (Array.isArray(value)) return value.map((entry) => includeFields(entry, paths));
  if (!isRecord(value)) return value;
  const result: Record<string, Json> = {};
  for (const [key, rests] of groupPaths(paths)) {
    if (!(key in value)) continue;
    result[key] = rests.some((rest) => rest.length === 0) ? value[key] : includeFields(value[key], rests);
  }
  return result;
}

/** Drops the dotted paths (`_source.excludes`). */
export function excludeFields(value: Json, paths: string[][]): Json {
  if (Array.isArray(value)) return value.map((entry) => excludeFields(entry, paths));
  if (!isRecord(value)) return value;
  const groups = groupPaths(paths);
  const result: Record<string, Json> = {};
  for (const [key, entry] of Object.entries(value)) {
    const rests = groups.get(key);
    if (rests === undefined) result[key] = entry;
    else if (!rests.some((rest) => rest.length === 0)) result[key] = excludeFields(entry, rests);
  }
  return result;
}

/** Applies includes, then excludes, as a search engine's _source filter does. */
export function filterSource(doc: Json, includes: string[] | undefined, excludes: string[] | undefined): Json {
  const split = (paths: string[]) => paths.map((path) => path.split("."));
  const included = includes !== undefined && includes.length > 0 ? includeFields(doc, split(includes)) : doc;
  return excludes !== undefined && excludes.length > 0 ? excludeFields(included, split(excludes)) : included;
}
