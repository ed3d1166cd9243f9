export interface PublicApi {
  /** Exports that exist at run time (classes included), sorted. */
  values: string[];
  /** Type-only exports, sorted. */
  types: string[];
}
/** The public API of several entries from one compiler program, keyed by each path as given. */
export declare function publicApis(entryFiles: string[], options?: { tsconfig?: string }): Record<string, PublicApi>;
/** The timeout for a test that calls `publicApis` (a whole compiler program: slow on a loaded machine). */
export declare const PUBLIC_API_TIMEOUT_MS: number;
