export interface PathParts {
  pathname: string;
  /** "" or "?a=b" */
  search: string;
  /** "" or "#x" */
  hash: string;
}

/** Splits "/en/p/x?q=1#top" into pathname, search and hash; always a leading slash. */
export function splitPath(path: string): PathParts {
  const hashAt = path.indexOf("#");
  const hash = hashAt >= 0 ? path.slice(hashAt) : "";
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = beforeHash.indexOf("?");
  const search = searchAt >= 0 ? beforeHash.slice(searchAt) : "";
  const rawPathname = searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash;
  const pathname = rawPathname.startsWith("/") ? rawPathname : `/${rawPathname}`;
  return { pathname, search, hash };
}

export function joinPath(parts: PathParts): string {
  return `${parts.pathname}${parts.search}${parts.hash}`;
}
