export declare const POSTGRES_ROOT: string;
/** "local:<version>" when Debian's postgresql binaries are installed under `root`, else "none". */
export declare function detectPostgresMode(root?: string): string;
/** The binaries a SHOP_API_POSTGRES value names (undefined for "none"); throws for a bad value. */
export declare function postgresBinaries(mode: string | undefined, root?: string): { version: string; bin: string } | undefined;
