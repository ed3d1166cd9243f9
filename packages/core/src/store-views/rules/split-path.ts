export interface PathParts {
  pathname: string;
  /** "" or "?a=b" */
  search: string;
  /** "" or "#x" */
  hash: string;
}

/**
 * One leading slash for a pathname: a run of "/" or "\\" at the start would make the browser read
 * "//evil.example/" or "/\\evil.example/" as another host, so a store-view switch or a
 * de-localized link could leave the shop.
 */
export function oneLeadingSlash(pathname: string): string {
  return pathname.replace(/^[/\\]*/, "/");
}

/** Splits "/en/p/x?q=1#top" into pathname, search and hash; always exactly one leading slash. */
export function splitPath(path: string): PathParts {
  const hashAt = path.indexOf("#");
  const hash = hashAt >= 0 ? path.slice(hashAt) : "";
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = beforeHash.indexOf("?");
  const search = searchAt >= 0 ? beforeHash.slice(searchAt) : "";
  const rawPathname = searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash;
  return { pathname: oneLeadingSlash(rawPathname), search, hash };
}

export function joinPath(parts: PathParts): string {
  return `${parts.pathname}${parts.search}${parts.hash}`;
}
